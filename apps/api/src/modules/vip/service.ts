import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import { VIP_BENEFITS, VIP_MESSAGES, type vipPaymentBody } from '@pocket/contracts/api/vip';
import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { formatKwacha, ngwee } from '@pocket/contracts/money';
import { phoneError } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { requireSupportedOperator } from '../../providers/mobile-money/operator';
import { OperatorNotSupportedError } from '../../providers/mobile-money/types';
import type { PaymentEngine, PaymentHandlers, PaymentRow } from '../payments/plugin';
import { userDoor } from '../user/plugin';
import { grantDueCoupons } from './coupons';
import { extendMembership, isActive } from './domain';
import { vipMembership } from './postings';
import { findCard, lastPurchase, listCards, lockPurchase, membershipOf, pendingPurchase, type VipInfoRead } from './repo';
import { type VipCardRow, type VipMembershipRow, vipMemberships, type VipPurchaseRow, vipPurchases } from './schema';

const UNIQUE_VIOLATION = '23505';
const isUnique = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === UNIQUE_VIOLATION || e.cause?.code === UNIQUE_VIOLATION;
};

const purchaseView = (p: VipPurchaseRow) => ({
  paymentId: p.id,
  vipCardId: p.cardId,
  name: p.name,
  payAmount: ngwee(p.amount),
  mobile: p.mobile,
  status: p.status,
  reason: p.reason,
  createdAt: p.createdAt.getTime(),
});

/** getVipCardInfo's answer from what was read: the cards; with a user also the membership and the purchases. */
function infoOf(rows: VipCardRow[], mine: { membership: VipMembershipRow | null; pending: VipPurchaseRow | null; last: VipPurchaseRow | null } | null, now: Date) {
  const cards = rows.map((c) => ({ vipCardId: c.id, name: c.name, price: ngwee(c.price), days: c.days, benefits: c.benefits ?? [...VIP_BENEFITS] }));
  if (mine === null) return { cards, membership: null, pendingPayment: null, lastPayment: null };
  const { membership: m, pending, last } = mine;
  const active = isActive(m, now);
  return {
    cards,
    membership: {
      active,
      activeUntil: m ? lusakaDate(m.activeUntil) : null,
      activeUntilMs: m ? m.activeUntil.getTime() : null,
      expired: !!m && !active,
      benefits: active ? [...VIP_BENEFITS] : [],
    },
    pendingPayment: pending ? purchaseView(pending) : null,
    lastPayment: last ? purchaseView(last) : null,
  };
}

export interface VipServiceDeps {
  db: Db;
  engine: PaymentEngine;
  now: () => number;
}

export class VipService {
  constructor(private readonly deps: VipServiceDeps) {}

  /** getVipCardInfo: the cards; with a user also the membership, a payment in flight and the last payment. */
  async info(userId: number | null) {
    const cards = await listCards(this.deps.db, new Date(this.deps.now()));
    if (userId === null) return infoOf(cards, null, new Date(this.deps.now()));
    const m = await membershipOf(this.deps.db, userId);
    return infoOf(cards, { membership: m, pending: await pendingPurchase(this.deps.db, userId), last: await lastPurchase(this.deps.db, userId) }, new Date(this.deps.now()));
  }

  /** The same for a signed-in caller from the one-statement read (repo.ts `readVipInfoBySession`). */
  infoFrom(read: VipInfoRead) {
    return infoOf(read.cards, read, new Date(this.deps.now()));
  }

  /**
   * /vip/payment: the amount must be the card's price and the mobile a supported Zambian wallet; a refusal writes
   * nothing. Otherwise one PENDING purchase (one per user, enforced by the database) and one request-to-pay.
   */
  async pay(userId: number, body: z.output<typeof vipPaymentBody>) {
    const mobile = body.mobile.trim();
    const mobileError = phoneError(mobile);
    if (mobileError) throw badRequest(mobileError, { field: 'mobile' });
    try {
      requireSupportedOperator(mobile);
    } catch (err) {
      if (err instanceof OperatorNotSupportedError) throw badRequest(err.message, { field: 'mobile' });
      throw err;
    }
    const card = await findCard(this.deps.db, body.vipCardId, new Date(this.deps.now()));
    if (!card) throw badRequest(VIP_MESSAGES.noCard, { field: 'vipCardId' });
    if (body.name.trim() !== card.name) throw badRequest(VIP_MESSAGES.wrongName, { field: 'name' });
    if (body.payAmount !== card.price) throw badRequest(VIP_MESSAGES.wrongAmount(formatKwacha(card.price)), { field: 'payAmount' });
    let created: { purchase: VipPurchaseRow; payment: PaymentRow };
    try {
      created = await this.deps.db.transaction(async (tx) => {
        // The account row first, as the closure locks it (issue 42): a closed account buys nothing.
        await userDoor.lockOpenAccount(tx, userId);
        if (await pendingPurchase(tx, userId)) throw conflict(VIP_MESSAGES.inFlight);
        const now = new Date(this.deps.now());
        const [purchase] = await tx
          .insert(vipPurchases)
          .values({ userId, cardId: card.id, name: card.name, amount: card.price, days: card.days, mobile, status: 'PENDING', createdAt: now, updatedAt: now })
          .returning();
        const payment = await this.deps.engine.create(tx, { userId, orderId: null, planId: null, subjectId: purchase!.id, kind: 'VIP', msisdn: mobile, amount: card.price });
        return { purchase: purchase!, payment };
      });
    } catch (err) {
      if (isUnique(err)) throw conflict(VIP_MESSAGES.inFlight);
      if (err instanceof OperatorNotSupportedError) throw badRequest(err.message, { field: 'mobile' });
      throw err;
    }
    const sent = await this.deps.engine.send(created.payment, `Pocket ${card.name}`);
    if (sent.status === 'FAILED') throw new AppError(502, `The mobile-money operator refused the payment: ${sent.reason ?? 'unknown reason'}. Please try again`);
    return purchaseView(created.purchase);
  }

  /** What the payment engine does when a VIP payment becomes final (inside its transaction). */
  handlers(): PaymentHandlers {
    return {
      succeeded: async (tx, payment, book) => {
        const purchase = await lockPurchase(tx, payment.subjectId!);
        if (!purchase || purchase.status !== 'PENDING') return;
        const now = new Date(this.deps.now());
        const current = await membershipOf(tx, purchase.userId, true);
        const { from, until, membership } = extendMembership(current, now, purchase.days);
        if (current) await tx.update(vipMemberships).set({ ...membership, updatedAt: now }).where(eq(vipMemberships.userId, purchase.userId));
        else await tx.insert(vipMemberships).values({ userId: purchase.userId, ...membership, updatedAt: now });
        const [paid] = await tx
          .update(vipPurchases)
          .set({ status: 'PAID', activeFrom: from, activeUntil: until, updatedAt: now })
          .where(eq(vipPurchases.id, purchase.id))
          .returning();
        await book(vipMembership, `vip:purchase:${purchase.id}`, { amount: payment.amount });
        await grantDueCoupons(tx, paid!, now);
      },
      failed: async (tx, payment) => {
        const purchase = await lockPurchase(tx, payment.subjectId!);
        if (!purchase || purchase.status !== 'PENDING') return;
        await tx
          .update(vipPurchases)
          .set({ status: 'FAILED', reason: payment.reason ?? 'The payment was not completed', updatedAt: new Date(this.deps.now()) })
          .where(eq(vipPurchases.id, purchase.id));
      },
    };
  }
}
