import type { App } from '../src/app';
import { paymentsConfigFor } from '../src/config/payments';
import { dbKind, type Db } from '../src/db/client';
import { createTestApp, testDb } from './harness';

/**
 * The set-up the race suites share (payments, stage, activities). On PostgreSQL (TEST_DATABASE_URL) their races are
 * real, across pooled connections; on PGlite they still run, serialised.
 */

/** How many concurrent requests each race fires (the bars of docs/security.md#the-bar). */
export const RACERS = 50;

/**
 * One app per suite and the test database. `pendingPrompts`: the mobile-money sandbox leaves every PIN prompt for the
 * test to approve (no auto-approval) and disburses after 10 ms.
 */
export async function raceApp(options: { pendingPrompts?: boolean } = {}): Promise<{ app: App; db: Db }> {
  const deps = options.pendingPrompts
    ? { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } }
    : {};
  return { app: await createTestApp({}, deps), db: await testDb() };
}

/** One line a race, its figures tagged with the database kind, for the CI log. */
export function raceReport(db: () => Db) {
  return (name: string, figures: Record<string, unknown>) => console.log(`[race:${dbKind(db())}] ${name}`, JSON.stringify(figures));
}
