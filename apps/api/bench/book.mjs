// A realistic book on a PostgreSQL database that stays (issue 34, tenth pass): the built product started on
// BOOK_DATABASE_URL with the sandbox, then borrowers made the bench's way (prepare.mjs, realistic.mjs): BOOK_BORROWERS
// with a disbursed loan, the welcome pack's coupons (one applied) and the loan aged; of those, every second one has
// repaid K100 of its bill through the sandbox's PIN prompt (a successful payment and its ledger lines), every fourth
// one also has a K50 repayment still in flight; BOOK_STAGE_BORROWERS with a phone bought in stages. The sessions (token,
// uid, orders) are written to BOOK_SESSIONS (book-sessions.json) so that EXPLAIN can be run with a real token's hash.
// Run: node scripts/pnpm.mjs --filter @pocket/api build, then
// cd apps/api && BOOK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> BOOK_BORROWERS=2000 node bench/book.mjs
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { bookConfig } from './config.mjs';
import { call, loggedInBorrower, prepareBorrowers, prepareMany, signed } from './prepare.mjs';
import { withCouponsAndAge, withStageOrder } from './realistic.mjs';
import { startProduct } from './servers.mjs';

const { databaseUrl, borrowers, sessions: out } = bookConfig;
if (!databaseUrl) throw new Error('BOOK_DATABASE_URL (a PostgreSQL database to fill) is required');
const stageBorrowers = bookConfig.stageBorrowers ?? Math.ceil(borrowers / 4);
const SANDBOX_PIN = '1234';

async function repay(base, session, kwacha, approve) {
  const paid = await call(base, 'POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: session.planId, payAmount: String(kwacha) }, {
    ...signed(session),
    'idempotency-key': `book-${session.planId}-${kwacha}`,
  });
  if (approve) await call(base, 'POST', `/api/dev/prompts/${encodeURIComponent(paid.reference)}/approve`, { pin: SANDBOX_PIN });
}

const dir = mkdtempSync(path.join(tmpdir(), 'pocket-book-'));
const product = await startProduct({ dataDir: dir, databaseUrl, logFile: path.join(dir, 'server.log') });
try {
  const started = Date.now();
  const loaned = await prepareBorrowers(product.url, borrowers);
  let n = 0;
  const sessions = await prepareMany(loaned.length, async () => {
    const session = await withCouponsAndAge(product.url, loaned.pop());
    const i = n++;
    if (i % 2 === 0) await repay(product.url, session, 100, true);
    if (i % 4 === 0) await repay(product.url, session, 50, false);
    return session;
  });
  console.log(`[book] ${sessions.length} borrowers with a loan in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const phones = await prepareMany(stageBorrowers, async () => withStageOrder(product.url, await loggedInBorrower(product.url)));
  console.log(`[book] ${phones.length} stage borrowers; ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  writeFileSync(out, JSON.stringify({ sessions, phones }));
} finally {
  await product.stop();
}
