import { isDeepStrictEqual } from 'node:util';

import { CREDIT_POLICY_MESSAGES, type PolicyPublishPayload, policyPublishPayload } from '@pocket/contracts/api/staff';

import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { type CreditPolicyDoor, findVersion, publish } from '../credit-policy/plugin';

/** The same document whatever order its keys are stored in (jsonb orders them its own way). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/**
 * credit-policy.publish: risk asks for a draft to go live, a second person (risk or admin) approves; the effect makes
 * it live and retires the live one, once (a second run changes nothing). New applications only: a loan already made
 * keeps its terms, and its decision row keeps the version that made it. The payload carries the document itself: a
 * draft edited after the request is refused, so the checker approves exactly what goes live.
 */
export const policyPublishKind = (door: CreditPolicyDoor, now: () => number): ApprovalKind<PolicyPublishPayload> => ({
  kind: 'credit-policy.publish',
  payload: policyPublishPayload,
  requesters: ['risk'],
  checkers: ['risk', 'admin'],
  async validate(tx, payload) {
    const row = await findVersion(tx, payload.version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (row.status !== 'draft') throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
    if (!same(row.document, payload.document)) throw conflict(CREDIT_POLICY_MESSAGES.changedSinceRequest);
  },
  async effect(tx, payload, { approvalId }) {
    const row = await findVersion(tx, payload.version, true);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (row.status === 'draft' && !same(row.document, payload.document)) throw conflict(CREDIT_POLICY_MESSAGES.changedSinceRequest);
    const done = await publish(tx, payload.version, approvalId, new Date(now()));
    if (!done) throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
    const live = { version: done.published.version, document: done.published.document };
    return {
      entity: 'credit_policy_version',
      entityId: payload.version,
      before: { live: done.retired },
      after: { live: payload.version, publishedAt: done.published.publishedAt },
      afterCommit: async () => door.published(live),
    };
  },
});
