import { isDeepStrictEqual } from 'node:util';

import { CREDIT_POLICY_MESSAGES, type ChallengerPayload, challengerPayload } from '@pocket/contracts/api/staff';

import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { type CreditPolicyDoor, endChallenger, findVersion, readChallenger, startChallenger } from '../credit-policy/plugin';

/**
 * credit-policy.challenger: risk asks for a draft to decide a share of new applications beside the live version
 * (`start`, the payload carrying the very document and share approved), or for the running challenger to end
 * (`retire`: the live version decides everyone again; `promote`: it becomes the live version). A second person (risk
 * or admin) approves; never the requester. New applications only.
 */
export const challengerKind = (door: CreditPolicyDoor, now: () => number): ApprovalKind<ChallengerPayload> => ({
  kind: 'credit-policy.challenger',
  payload: challengerPayload,
  requesters: ['risk'],
  checkers: ['risk', 'admin'],
  async validate(tx, payload) {
    const row = await findVersion(tx, payload.version);
    if (!row) throw notFound(CREDIT_POLICY_MESSAGES.noVersion);
    if (payload.action === 'start') {
      if (row.status !== 'draft') throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
      if (!isDeepStrictEqual(row.document, payload.document)) throw conflict(CREDIT_POLICY_MESSAGES.changedSinceRequest);
      if (await readChallenger(tx)) throw conflict(CREDIT_POLICY_MESSAGES.challengerRunning);
    } else if (row.status !== 'challenger') throw conflict(CREDIT_POLICY_MESSAGES.notChallenger);
  },
  async effect(tx, payload, { approvalId }) {
    const at = new Date(now());
    if (payload.action === 'start') {
      const row = await findVersion(tx, payload.version, true);
      if (row?.status === 'draft' && !isDeepStrictEqual(row.document, payload.document)) throw conflict(CREDIT_POLICY_MESSAGES.changedSinceRequest);
      if (await readChallenger(tx)) throw conflict(CREDIT_POLICY_MESSAGES.challengerRunning);
      const started = await startChallenger(tx, payload.version, payload.sharePct, approvalId, at);
      if (!started) throw conflict(CREDIT_POLICY_MESSAGES.notDraft);
      return { entity: 'credit_policy_version', entityId: payload.version, before: { status: 'draft' }, after: { status: 'challenger', sharePct: payload.sharePct, challengerAt: at.toISOString() } };
    }
    const ended = await endChallenger(tx, payload.version, payload.action, at);
    if (!ended) throw conflict(CREDIT_POLICY_MESSAGES.notChallenger);
    const live = payload.action === 'promote' ? { version: ended.row.version, document: ended.row.document } : null;
    return {
      entity: 'credit_policy_version',
      entityId: payload.version,
      before: { status: 'challenger', live: payload.action === 'promote' ? ended.retired : undefined },
      after: { status: ended.row.status },
      afterCommit: async () => {
        if (live) door.published(live);
      },
    };
  },
});
