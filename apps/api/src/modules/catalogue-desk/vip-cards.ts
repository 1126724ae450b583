import { CATALOGUE_MORE_MESSAGES, vipPricePayload } from '@pocket/contracts/api/staff';
import type { StaffVipCard, VipCardInput, VipPricePayload } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import type { VipDesk } from '../vip/plugin';
import { auditActor } from './audit-actor';

/**
 * vip.price: an admin asks for a card's price and days from a date, a second admin approves; the effect adds the
 * card's next price (one per approval, so idempotent). Purchases from that date pay it; earlier ones keep theirs.
 */
export const vipPriceKind = (vip: VipDesk, now: () => number): ApprovalKind<VipPricePayload> => ({
  kind: 'vip.price',
  payload: vipPricePayload,
  requesters: ['admin'],
  checkers: ['admin'],
  async validate(tx, payload) {
    if (!(await vip.card(tx, payload.cardId))) throw notFound(CATALOGUE_MORE_MESSAGES.noCard);
    if (payload.effectiveFrom < lusakaDate(now())) throw badRequest(CATALOGUE_MORE_MESSAGES.pastDate);
  },
  async effect(tx, payload, { approvalId }) {
    const { before, after, added } = await vip.addPrice(tx, payload, approvalId);
    return { entity: 'vip_card', entityId: after.id, before, after: { ...after, added } };
  },
});

/** VIP cards (admin): a card's name, benefits and switch change directly, audited with before and after. */
export class VipCardsDesk {
  constructor(
    private readonly db: Db,
    private readonly vip: VipDesk,
    private readonly audit: StaffAuditDoor,
  ) {}

  cards(): Promise<StaffVipCard[]> {
    return this.vip.cards(this.db);
  }

  save(actor: StaffActor, id: number, input: VipCardInput, origin: AuditOrigin): Promise<StaffVipCard> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.vip.saveCard(tx, id, input);
      if (!after) throw notFound(CATALOGUE_MORE_MESSAGES.noCard);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'vip-card.update', entity: 'vip_card', entityId: id, before, after });
      return after;
    });
  }
}
