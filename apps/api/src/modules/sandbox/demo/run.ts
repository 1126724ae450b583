import type { FastifyInstance } from 'fastify';

import { seedDemoPortfolio } from './seed';
import type { DemoOptions, DemoSummary } from './seed';

/**
 * Seeds the demo portfolio once: only on a database without any borrower (a second start, or a database someone has
 * used, is left as it is). Answers the summary, or null when it did not run.
 */
export async function seedDemoIfEmpty(app: FastifyInstance, opts: DemoOptions): Promise<DemoSummary | null> {
  if (await app.users.hasUsers(app.db)) return null;
  const before = app.clock.offsetMs();
  try {
    return await seedDemoPortfolio(app, opts);
  } finally {
    // Whatever happened, the server goes on at the time it had.
    app.clock.setOffset(before);
  }
}

/** One line for the start-up log. */
export const demoSummaryLine = (s: DemoSummary) =>
  `Demo portfolio seeded in ${(s.ms / 1000).toFixed(1)} s (${(s.cpuMs / 1000).toFixed(1)} s of CPU): ${s.borrowers} borrowers, ${s.loans} loans, ${s.repayments} repayments, ${s.writtenOff} written off, ` +
  `${s.vip} VIP members, ${s.phoneOrders} phone orders; waiting: ${s.kycWaiting} KYC, ${s.applicationsWaiting} applications, ${s.stuckPayments} stuck payments, ` +
  `${s.complaints} complaints, an MTN statement of ${s.statementRows} rows` + (s.refused.length > 0 ? `; ${s.refused.length} actions refused (first: ${s.refused[0]})` : '');
