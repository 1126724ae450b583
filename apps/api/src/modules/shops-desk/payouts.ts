import { SHOP_MESSAGES, shopPayoutPayload } from '@pocket/contracts/api/staff';
import type { RequestShopPayoutBody, ShopPayoutBatch, ShopPayoutPayload, ShopPayoutsData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import type { Db, Tx } from '../../db/client';
import { ACCOUNTS } from '../../ledger/accounts';
import { book, subjects } from '../../ledger/posting';
import { balanceOf } from '../../ledger/repo';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind, ApprovalsDoor } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin } from '../staff-audit/plugin';
import type { StageCatalogue } from '../stage/plugin';
import { shopPayout } from './postings';
import * as repo from './repo';
import { deskShopOf } from './views';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The handovers a shop is owed for that no waiting payout request holds yet. */
async function payable(tx: Tx, shopId: number, now: Date) {
  const waiting = new Set((await repo.payoutRequests(tx, now, true)).filter((r) => Number(r.payload.shopId) === shopId).flatMap((r) => r.payload.orderIds.map(Number)));
  const owed = await repo.owedHandovers(tx, shopId);
  return { free: owed.filter((h) => !waiting.has(h.orderId)), waiting: owed.filter((h) => waiting.has(h.orderId)) };
}

/**
 * shop.payout: finance asks to pay a shop what it is owed for the phones it handed over, another finance member
 * approves; the effect marks those handovers paid and books one balanced entry (shop_payable down by the total, cash
 * out), once: the payout row is unique per request and the ledger reference per payout.
 */
export const shopPayoutKind = (catalogue: StageCatalogue, now: () => number): ApprovalKind<ShopPayoutPayload> => ({
  kind: 'shop.payout',
  payload: shopPayoutPayload,
  requesters: ['finance'],
  checkers: ['finance'],
  async validate(tx, payload) {
    if (!(await catalogue.shop(tx, payload.shopId))) throw notFound(SHOP_MESSAGES.noShopFound);
    await repo.lockShopPayouts(tx, payload.shopId);
    const { free, waiting } = await payable(tx, payload.shopId, new Date(now()));
    const ids = new Set(payload.orderIds);
    if (waiting.some((h) => ids.has(h.orderId))) throw conflict(SHOP_MESSAGES.inOpenPayout);
    const chosen = free.filter((h) => ids.has(h.orderId));
    if (chosen.length !== ids.size || ids.size !== payload.orderIds.length) throw badRequest(SHOP_MESSAGES.notOwed);
    const total = chosen.reduce((s, h) => s + h.price, 0);
    if (total !== payload.total) throw badRequest(SHOP_MESSAGES.wrongTotal(formatKwacha(total)));
  },
  async effect(tx, payload, { approvalId }) {
    const done = await repo.payoutOfApproval(tx, approvalId);
    const before = async () => ({ shopPayable: -(await balanceOf(tx, ACCOUNTS.shopPayable, subjects.shop(payload.shopId))) });
    if (done) return { entity: 'shop_payout', entityId: done.id, before: await before(), after: await before() };
    await repo.lockShopPayouts(tx, payload.shopId);
    const was = await before();
    const ref = `shop-payout:${approvalId}`;
    const payout = await repo.insertPayout(tx, { approvalId, shopId: payload.shopId, total: payload.total, count: payload.orderIds.length, ledgerRef: ref, paidAt: new Date(now()) });
    const claimed = await repo.claimHandovers(tx, payload.shopId, payload.orderIds, payout.id);
    const total = claimed.reduce((s, p) => s + p, 0);
    if (claimed.length !== payload.orderIds.length || total !== payload.total) throw conflict(SHOP_MESSAGES.alreadyPaid);
    await book(tx, shopPayout, ref, { shopId: payload.shopId, amount: total }, new Date(now()));
    return { entity: 'shop_payout', entityId: payout.id, before: was, after: { ...(await before()), paid: total, handovers: claimed.length, ledgerRef: ref } };
  },
});

/** Finance's payouts desk: what each shop is owed, the batches, and asking for a payout. */
export class ShopPayouts {
  constructor(
    private readonly db: Db,
    private readonly catalogue: StageCatalogue,
    private readonly approvals: ApprovalsDoor,
    private readonly now: () => number,
  ) {}

  async overview(): Promise<ShopPayoutsData> {
    const now = new Date(this.now());
    const shops = await this.catalogue.shops(this.db);
    const requests = await repo.payoutRequests(this.db, now, false);
    const waitingByShop = new Map<number, number>();
    for (const r of requests) if (r.status === 'requested' && new Date(r.expires_at) > now) waitingByShop.set(Number(r.payload.shopId), (waitingByShop.get(Number(r.payload.shopId)) ?? 0) + Number(r.payload.total));
    const out: ShopPayoutsData['shops'] = [];
    for (const shop of shops) {
      const { free } = await payable(this.db, shop.id, now);
      out.push({
        shop: deskShopOf(shop),
        owed: free.reduce((s, h) => s + h.price, 0),
        count: free.length,
        waiting: waitingByShop.get(shop.id) ?? 0,
        ledgerPayable: -(await balanceOf(this.db, ACCOUNTS.shopPayable, subjects.shop(shop.id))),
      });
    }
    const paid = new Map((await repo.payoutsOfApprovals(this.db, requests.map((r) => Number(r.id)))).map((p) => [p.approvalId, p]));
    const batches: ShopPayoutBatch[] = requests.map((r) => {
      const payout = paid.get(Number(r.id));
      const expired = r.status === 'requested' && new Date(r.expires_at) <= now;
      const status = payout ? 'paid' : expired ? 'expired' : r.status === 'rejected' ? 'rejected' : 'requested';
      return {
        approvalId: Number(r.id),
        shopId: Number(r.payload.shopId),
        total: Number(r.payload.total),
        count: r.payload.orderIds.length,
        status,
        requestedBy: r.requested_by_email,
        requestedAt: iso(r.requested_at),
        paidAt: payout ? iso(payout.paidAt) : null,
        approvedBy: payout ? r.decided_by_email : null,
      };
    });
    return { shops: out, batches };
  }

  /** Asks for a payout of everything the shop is owed outside a waiting request: a shop.payout request. */
  async request(actor: StaffActor, body: RequestShopPayoutBody, origin: AuditOrigin) {
    const { free } = await payable(this.db, body.shopId, new Date(this.now()));
    if (!(await this.catalogue.shop(this.db, body.shopId))) throw notFound(SHOP_MESSAGES.noShopFound);
    if (free.length === 0) throw conflict(SHOP_MESSAGES.nothingOwed);
    const total = free.reduce((s, h) => s + h.price, 0);
    const orderIds = free.map((h) => h.orderId);
    const asked = await this.approvals.request(actor, { kind: 'shop.payout', payload: { shopId: body.shopId, orderIds, total }, reason: body.note }, origin);
    return { approvalId: asked.id, status: asked.status, total, count: orderIds.length };
  }
}
