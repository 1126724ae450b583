import { SHOP_MESSAGES } from '@pocket/contracts/api/staff';
import type { ShopDeskData, ShopOrder } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { maskName, maskPhone } from '../borrowers-desk/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import type { StageCatalogue } from '../stage/plugin';
import * as repo from './repo';
import type { HandoverRow } from './schema';
import { auditActor, deskShopOf } from './views';

/** A time as the counter reads it: Lusaka (UTC+2), `2026-11-27 12:15`. */
export const lusakaTime = (at: Date) => `${new Date(at.getTime() + 2 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (Lusaka time)`;

const handoverView = (h: HandoverRow) => ({ at: new Date(h.handedOverAt).toISOString(), by: h.handedOverByEmail });

/**
 * A shop's counter (role shop, docs/shops.md): one shop only, the one the staff member is linked to (deny by default);
 * look up a pickup code, hand the phone over once, see what the shop is owed. The borrower is shown masked.
 */
export class ShopCounter {
  constructor(
    private readonly db: Db,
    private readonly catalogue: StageCatalogue,
    private readonly audit: StaffAuditDoor,
    private readonly now: () => number,
  ) {}

  async #shopOf(tx: Tx, actor: StaffActor): Promise<number> {
    const shopId = await repo.shopOfStaff(tx, actor.id);
    if (shopId === null) throw forbidden(SHOP_MESSAGES.noShop);
    return shopId;
  }

  async #order(tx: Tx, shopId: number, code: string): Promise<{ row: repo.CounterOrder; view: ShopOrder }> {
    const row = await repo.orderByCode(tx, shopId, code);
    if (!row) throw notFound(SHOP_MESSAGES.noCode);
    const handover = await repo.handoverOf(tx, Number(row.order_id));
    return {
      row,
      view: {
        orderId: Number(row.order_id),
        pickupCode: row.pickup_code,
        phone: { brand: row.brand, name: row.phone },
        borrower: row.full_name ? maskName(row.full_name) : maskPhone(row.mobile),
        price: Number(row.price),
        deposit: Number(row.deposit),
        depositPaidAt: row.deposit_paid_at === null ? null : new Date(row.deposit_paid_at).toISOString(),
        state: handover ? 'handed-over' : 'ready',
        handover: handover ? handoverView(handover) : null,
      },
    };
  }

  async desk(actor: StaffActor): Promise<ShopDeskData> {
    const shopId = await this.#shopOf(this.db, actor);
    const shop = await this.catalogue.shop(this.db, shopId);
    if (!shop) throw forbidden(SHOP_MESSAGES.noShop);
    const owed = await repo.owedHandovers(this.db, shopId);
    const handovers = await repo.handoversOf(this.db, shopId, 50);
    return {
      shop: deskShopOf(shop),
      owed: { count: owed.length, total: owed.reduce((s, h) => s + Number(h.price), 0) },
      handovers: handovers.map((h) => ({
        orderId: Number(h.orderId),
        phone: h.phone,
        price: Number(h.price),
        at: new Date(h.handedOverAt).toISOString(),
        by: h.handedOverByEmail,
        payoutId: h.payoutId === null ? null : Number(h.payoutId),
      })),
    };
  }

  async lookup(actor: StaffActor, code: string): Promise<ShopOrder> {
    const shopId = await this.#shopOf(this.db, actor);
    return (await this.#order(this.db, shopId, code)).view;
  }

  /**
   * Hands the phone over once: the handover row's primary key (the order) lets one of any number of concurrent tries
   * through; the others, and any later try, are told when and by whom it was handed over (409). Audited.
   */
  async handOver(actor: StaffActor, code: string, origin: AuditOrigin): Promise<ShopOrder> {
    const at = new Date(this.now());
    const done = await this.db.transaction(async (tx) => {
      const shopId = await this.#shopOf(tx, actor);
      const { row, view } = await this.#order(tx, shopId, code);
      if (view.depositPaidAt === null) throw conflict(SHOP_MESSAGES.notReady);
      const created = await repo.insertHandover(tx, { orderId: view.orderId, shopId, price: Number(row.price), handedOverBy: actor.id, handedOverByEmail: actor.email, handedOverAt: at });
      if (!created) return null;
      const after: ShopOrder = { ...view, state: 'handed-over', handover: handoverView(created) };
      await this.audit.record(tx, {
        actor: auditActor(actor),
        origin,
        action: 'shop.handover',
        entity: 'stage_order',
        entityId: view.orderId,
        before: { state: view.state, shopId },
        after: { state: after.state, shopId, price: after.price },
      });
      return after;
    });
    if (done) return done;
    const shopId = await this.#shopOf(this.db, actor);
    const { view } = await this.#order(this.db, shopId, code);
    throw conflict(SHOP_MESSAGES.handedOver(lusakaTime(new Date(view.handover!.at)), view.handover!.by));
  }
}
