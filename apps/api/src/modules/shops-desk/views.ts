import type { DeskPhone, DeskShop } from '@pocket/contracts/api/staff';

import type { StaffActor } from '../staff/plugin';
import type { StagePhoneRow, StageShopRow } from '../stage/plugin';

export const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export const deskShopOf = (s: StageShopRow): DeskShop => ({ id: s.id, name: s.name, city: s.city, address: s.address, active: s.active });

export const deskPhoneOf = (p: StagePhoneRow): DeskPhone => ({
  id: p.id, brand: p.brand, name: p.name, image: p.image, shopId: p.shopId, active: p.active,
  price: p.price, depositBp: p.depositBp, stages: p.stages, stageDays: p.stageDays,
});
