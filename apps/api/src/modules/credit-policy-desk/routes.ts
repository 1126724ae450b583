import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { creditPolicyCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { CreditPolicyDesk } from './service';

const tags = ['staff: credit policy'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** The credit policy desk's routes, from their contracts (`creditPolicyCalls`: risk writes, admin reads). */
export const creditPolicyRoutes: FastifyPluginAsync<{ desk: CreditPolicyDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, creditPolicyCalls.versions, {
    tags,
    summary: 'Credit policy versions, newest first: drafts, the live one, retired ones (risk, admin)',
    handler: async () => ok({ items: await desk.versions() }),
  });

  staffRoute(r, creditPolicyCalls.version, {
    tags,
    summary: 'One version with its document (risk, admin)',
    handler: async (req) => ok(await desk.version(req.params.version)),
  });

  staffRoute(r, creditPolicyCalls.draft, {
    tags,
    summary: 'A new draft (its document checked by the policy schema), audited (risk)',
    handler: async (req) => ok(await desk.draft(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, creditPolicyCalls.updateDraft, {
    tags,
    summary: 'A draft’s new text; a published version is never edited (risk)',
    handler: async (req) => ok(await desk.updateDraft(req.staff!, req.params.version, req.body, originOf(req))),
  });

  staffRoute(r, creditPolicyCalls.backtest, {
    tags,
    summary: 'What the version would have decided on the recorded applications of a period, against what was decided, and how the loans turned out (risk, admin)',
    handler: async (req) => ok(await desk.backtest(req.params.version, req.query.from, req.query.to)),
  });

  staffRoute(r, creditPolicyCalls.backtestPart, {
    tags,
    summary: 'One part of a long backtest: the next 20,000 decisions of the period after `after`, the period counted on the first part; the desk shows the progress and merges the parts (risk, admin)',
    handler: async (req) => ok(await desk.backtestPart(req.params.version, req.query.from, req.query.to, req.query.after)),
  });

  staffRoute(r, creditPolicyCalls.diff, {
    tags,
    summary: 'What changes from one version to another (default: the live one), field by field in words (risk, admin)',
    handler: async (req) => ok(await desk.diff(req.params.version, req.query.against)),
  });

  staffRoute(r, creditPolicyCalls.publish, {
    tags,
    summary: 'Asks for the draft to go live: a credit-policy.publish request a second person (risk or admin) approves (risk)',
    handler: async (req) => ok(await desk.requestPublish(req.staff!, req.params.version, req.body.reason, originOf(req))),
  });

  staffRoute(r, creditPolicyCalls.challenger, {
    tags,
    summary: 'Asks for a draft to decide a share (1-50 %) of new applications as the challenger: a credit-policy.challenger request a second person approves (risk)',
    handler: async (req) => ok(await desk.requestChallenger(req.staff!, req.params.version, req.body.sharePct, req.body.reason, originOf(req))),
  });

  staffRoute(r, creditPolicyCalls.endChallenger, {
    tags,
    summary: 'Asks for the challenger to be retired or promoted to the live version: a credit-policy.challenger request a second person approves (risk)',
    handler: async (req) => ok(await desk.requestChallengerEnd(req.staff!, req.params.version, req.body.action, req.body.reason, originOf(req))),
  });

  staffRoute(r, creditPolicyCalls.armReport, {
    tags,
    summary: 'The champion and the challenger side by side, by month of the loan: approval rate, average amount, first-payment default, 30+ days late (risk, admin)',
    handler: async (req) => ok(await desk.armReport(req.query.challenger)),
  });

  staffRoute(r, creditPolicyCalls.outcomes, {
    tags,
    summary: 'Decisions per version and how their loans turned out: approval rate, paid on time, late, written off (risk, admin)',
    handler: async () => ok({ items: await desk.outcomes() }),
  });
};
