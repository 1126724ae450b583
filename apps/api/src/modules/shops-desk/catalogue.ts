import { phoneAddPayload, phonePricePayload, SHOP_MESSAGES } from '@pocket/contracts/api/staff';
import type { DeskPhone, DeskShop, DeskShopWithStaff, PhoneAddPayload, PhoneInput, PhonePricePayload, ShopInput } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import type { StageCatalogue } from '../stage/plugin';
import * as repo from './repo';
import { auditActor, deskPhoneOf, deskShopOf } from './views';

async function requireShop(tx: Tx, catalogue: StageCatalogue, shopId: number, field = 'payload.shopId') {
  if (!(await catalogue.shop(tx, shopId))) throw badRequest(`${field}: ${SHOP_MESSAGES.noShopFound.toLowerCase()}`);
}

/**
 * phone.price: an admin asks for a phone's new price, deposit share or stages, another admin approves; the effect
 * sets them (idempotent: setting the same values again changes nothing). Orders keep the price they were made at
 * (stage_orders.price), so the change applies to new orders only.
 */
export const phonePriceKind = (catalogue: StageCatalogue): ApprovalKind<PhonePricePayload> => ({
  kind: 'phone.price',
  payload: phonePricePayload,
  requesters: ['admin'],
  checkers: ['admin'],
  async validate(tx, payload) {
    if (!(await catalogue.phone(tx, payload.phoneId))) throw notFound(SHOP_MESSAGES.noPhone);
  },
  async effect(tx, { phoneId, ...money }) {
    const saved = await catalogue.savePhone(tx, phoneId, money);
    if (!saved) throw notFound(SHOP_MESSAGES.noPhone);
    return { entity: 'stage_phone', entityId: phoneId, before: deskPhoneOf(saved.before), after: deskPhoneOf(saved.after) };
  },
});

/**
 * phone.add: a new phone with its price, asked by an admin and approved by another; it is added inactive (an admin
 * switches it on when the shop has it). Idempotent: run again, it finds the phone of that brand and name at that shop
 * and adds nothing.
 */
export const phoneAddKind = (catalogue: StageCatalogue): ApprovalKind<PhoneAddPayload> => ({
  kind: 'phone.add',
  payload: phoneAddPayload,
  requesters: ['admin'],
  checkers: ['admin'],
  async validate(tx, payload) {
    await requireShop(tx, catalogue, payload.shopId);
  },
  async effect(tx, payload) {
    const same = (await catalogue.phones(tx)).find((p) => p.brand === payload.brand && p.name === payload.name && p.shopId === payload.shopId);
    if (same) return { entity: 'stage_phone', entityId: same.id, before: deskPhoneOf(same), after: deskPhoneOf(same) };
    const row = await catalogue.addPhone(tx, { ...payload, active: false });
    return { entity: 'stage_phone', entityId: row.id, before: null, after: deskPhoneOf(row) };
  },
});

/** The admin's phones-and-shops catalogue (docs/shops.md): every write in one transaction with its audit row. */
export class ShopsCatalogue {
  constructor(
    private readonly db: Db,
    private readonly catalogue: StageCatalogue,
    private readonly audit: StaffAuditDoor,
    private readonly now: () => number,
  ) {}

  async shops(): Promise<DeskShopWithStaff[]> {
    const staff = await repo.staffOfShops(this.db);
    return (await this.catalogue.shops(this.db)).map((s) => ({
      ...deskShopOf(s),
      staff: staff.filter((m) => Number(m.shop_id) === s.id).map((m) => ({ id: Number(m.id), email: m.email })),
    }));
  }

  async saveShop(actor: StaffActor, id: number | null, input: ShopInput, origin: AuditOrigin): Promise<DeskShop> {
    return this.db.transaction(async (tx) => {
      const saved = id === null ? { before: null, after: await this.catalogue.addShop(tx, input) } : await this.catalogue.saveShop(tx, id, input);
      if (!saved) throw notFound(SHOP_MESSAGES.noShopFound);
      const after = deskShopOf(saved.after);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: id === null ? 'shop.create' : 'shop.update', entity: 'stage_shop', entityId: after.id, before: saved.before && deskShopOf(saved.before), after });
      return after;
    });
  }

  /** Links a staff member who holds the shop role to this shop (moving them from another shop if linked there). */
  async linkStaff(actor: StaffActor, shopId: number, staffId: number, origin: AuditOrigin): Promise<DeskShopWithStaff> {
    await this.db.transaction(async (tx) => {
      if (!(await this.catalogue.shop(tx, shopId))) throw notFound(SHOP_MESSAGES.noShopFound);
      const roles = await repo.staffRoles(tx, staffId);
      if (!roles?.includes('shop')) throw badRequest(SHOP_MESSAGES.noStaff);
      const before = await repo.linkStaff(tx, staffId, shopId, actor.email, new Date(this.now()));
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'shop.staff.link', entity: 'staff', entityId: staffId, before: { shopId: before }, after: { shopId } });
    });
    return (await this.shops()).find((s) => s.id === shopId)!;
  }

  async phones(): Promise<DeskPhone[]> {
    return (await this.catalogue.phones(this.db)).map(deskPhoneOf);
  }

  /** Name, picture, shop and on/off of a phone; its money only through a phone.price approval. */
  async savePhone(actor: StaffActor, id: number, input: PhoneInput, origin: AuditOrigin): Promise<DeskPhone> {
    return this.db.transaction(async (tx) => {
      await requireShop(tx, this.catalogue, input.shopId, 'shopId');
      const saved = await this.catalogue.savePhone(tx, id, input);
      if (!saved) throw notFound(SHOP_MESSAGES.noPhone);
      const after = deskPhoneOf(saved.after);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'phone.update', entity: 'stage_phone', entityId: id, before: deskPhoneOf(saved.before), after });
      return after;
    });
  }
}
