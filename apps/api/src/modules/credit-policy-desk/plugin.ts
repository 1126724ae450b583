import fp from 'fastify-plugin';

import { challengerKind } from './challenger-kind';
import { policyPublishKind } from './publish-kind';
import { creditPolicyRoutes } from './routes';
import { CreditPolicyDesk } from './service';

export { backtestFrom, lusakaMidnight } from './backtest';

/**
 * The credit policy desk (docs/credit-policy.md): versions, drafts, backtests and the figures per version, for risk
 * (admin reads); publishing is the `credit-policy.publish` maker-checker request. It reaches the decider through its
 * door (`app.creditPolicy`), the loans through lending's door, the audit and approvals through theirs.
 */
export const creditPolicyDesk = fp(
  async (app) => {
    const now = app.appConfig.now;
    app.approvals.register(policyPublishKind(app.creditPolicy, now));
    app.approvals.register(challengerKind(app.creditPolicy, now));
    const desk = new CreditPolicyDesk({ db: app.db, audit: app.staffAudit, approvals: app.approvals, review: app.appConfig.review, now });
    await app.register(creditPolicyRoutes, { desk });
  },
  { name: 'credit-policy-desk', dependencies: ['staff', 'staff-audit', 'approvals', 'credit-policy', 'lending'] },
);
