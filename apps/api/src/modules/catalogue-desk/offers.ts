import { CATALOGUE_MORE_MESSAGES, couponPackPayload, wheelBudgetPayload, wheelPrizePayload } from '@pocket/contracts/api/staff';
import type {
  CouponPackPayload,
  CouponPackText,
  StaffCouponPack,
  StaffWheelPrize,
  WheelBudgetPayload,
  WheelPrizeLook,
  WheelPrizePayload,
} from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { keepsFreeSlot, type OffersDesk } from '../activities/plugin';
import type { ApprovalKind } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { auditActor } from './audit-actor';

// Marketing asks; a second person (another marketing member, or an admin) checks. Coupons are money off bills, so a
// pack's terms, a prize and the daily budget are requests, never direct writes.
const requesters = ['marketing'] as const;
const checkers = ['marketing', 'admin'] as const;

/** coupon.pack: a new pack or a pack's new terms (coupons, dates, how many claims, listed or by code). */
export const couponPackKind = (offers: OffersDesk): ApprovalKind<CouponPackPayload> => ({
  kind: 'coupon.pack',
  payload: couponPackPayload,
  requesters,
  checkers,
  async validate(tx, payload) {
    if ((await offers.unknownCoupons(tx, payload.items.map((i) => i.couponId))).length > 0) throw badRequest(CATALOGUE_MORE_MESSAGES.noCoupon);
    const sameCode = await offers.pack(tx, { code: payload.code });
    if (sameCode && sameCode.id !== payload.packId) throw conflict(CATALOGUE_MORE_MESSAGES.packCodeTaken);
    if (payload.packId === null) return;
    const pack = await offers.pack(tx, { id: payload.packId });
    if (!pack) throw notFound(CATALOGUE_MORE_MESSAGES.noPack);
    if (payload.maxClaims !== null && payload.maxClaims < pack.claims) throw badRequest(CATALOGUE_MORE_MESSAGES.belowClaims);
  },
  async effect(tx, payload) {
    const { before, after } = await offers.applyPack(tx, payload);
    return { entity: 'coupon_pack', entityId: after.id, before, after };
  },
});

/** wheel.prize: what a slot gives, its weight, its cost against the daily budget, on or off. */
export const wheelPrizeKind = (offers: OffersDesk): ApprovalKind<WheelPrizePayload> => ({
  kind: 'wheel.prize',
  payload: wheelPrizePayload,
  requesters,
  checkers,
  async validate(tx, payload) {
    const wheel = await offers.wheel(tx);
    if (!wheel.prizes.some((p) => p.id === payload.prizeId)) throw notFound(CATALOGUE_MORE_MESSAGES.noPrize);
    if ((payload.couponId === null) !== (payload.cost === 0)) throw badRequest(CATALOGUE_MORE_MESSAGES.prizeNeedsCoupon);
    if ((await offers.unknownCoupons(tx, payload.couponId === null ? [] : [payload.couponId])).length > 0) throw badRequest(CATALOGUE_MORE_MESSAGES.noCoupon);
    if (!keepsFreeSlot(wheel.prizes, payload)) throw badRequest(CATALOGUE_MORE_MESSAGES.needsFreeSlot);
  },
  async effect(tx, payload) {
    // Checked again when approved: another approved change may have taken the free slot meanwhile.
    if (!keepsFreeSlot((await offers.wheel(tx)).prizes, payload)) throw badRequest(CATALOGUE_MORE_MESSAGES.needsFreeSlot);
    const { before, after } = await offers.applyPrize(tx, payload);
    return { entity: 'wheel_prize', entityId: after.id, before, after };
  },
});

/** wheel.budget: what the wheel may give away in one Lusaka day, from today. */
export const wheelBudgetKind = (offers: OffersDesk): ApprovalKind<WheelBudgetPayload> => ({
  kind: 'wheel.budget',
  payload: wheelBudgetPayload,
  requesters,
  checkers,
  async effect(tx, payload) {
    const { before, after } = await offers.setBudget(tx, payload.dailyBudget);
    return { entity: 'wheel_budget', entityId: 1, before, after };
  },
});

/** Marketing's direct edits of the offers' words (no money), each audited with before and after. */
export class OffersDeskService {
  constructor(
    private readonly db: Db,
    readonly offers: OffersDesk,
    private readonly audit: StaffAuditDoor,
  ) {}

  savePackText(actor: StaffActor, id: number, text: CouponPackText, origin: AuditOrigin): Promise<StaffCouponPack> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.offers.savePackText(tx, id, text);
      if (!after) throw notFound(CATALOGUE_MORE_MESSAGES.noPack);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'coupon-pack.text', entity: 'coupon_pack', entityId: id, before, after });
      return after;
    });
  }

  savePrizeLook(actor: StaffActor, id: number, look: WheelPrizeLook, origin: AuditOrigin): Promise<StaffWheelPrize> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.offers.savePrizeLook(tx, id, look);
      if (!after) throw notFound(CATALOGUE_MORE_MESSAGES.noPrize);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'wheel-prize.look', entity: 'wheel_prize', entityId: id, before, after });
      return after;
    });
  }
}
