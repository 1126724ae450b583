import { sql } from 'drizzle-orm';

import type { CreditFeatures } from '@pocket/contracts/credit-policy';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { deviceCounts } from '../telemetry/plugin';
import { loanOrders, loanPlans } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every feature a credit policy may look at (docs/credit-policy.md), from Pocket's own data, in the application's
 * transaction: three statements. The decision records them, so a backtest re-decides with exactly these values.
 * Days late: a bill's days between its due date and its payment (or today while unpaid), Lusaka dates.
 */
export async function creditFeatures(tx: Tx, user: { id: number; createdAt: Date }, now: Date, parts: { questionnaire: boolean; vip: boolean }): Promise<CreditFeatures> {
  const today = lusakaDate(now);
  const [[orders], [plans], device] = await Promise.all([
    tx
      .select({
        onTime: sql<number>`count(*) filter (where ${loanOrders.status} = 'SETTLED' and ${loanOrders.settledLate} = false)`.mapWith(Number),
        late: sql<number>`count(*) filter (where ${loanOrders.status} = 'SETTLED' and ${loanOrders.settledLate} = true)`.mapWith(Number),
        writtenOff: sql<number>`count(*) filter (where ${loanOrders.writtenOffAt} is not null)`.mapWith(Number),
      })
      .from(loanOrders)
      .where(sql`${loanOrders.userId} = ${user.id}`),
    tx
      .select({
        extensions: sql<number>`coalesce(sum(${loanPlans.extensions}), 0)`.mapWith(Number),
        maxDaysLate: sql<number>`coalesce(max(greatest(0, coalesce(((${loanPlans.settledAt} at time zone 'UTC') + interval '2 hours')::date, ${today}::date) - ${loanPlans.dueDate}::date)), 0)`.mapWith(Number),
      })
      .from(loanPlans)
      .where(sql`${loanPlans.userId} = ${user.id}`),
    deviceFeatures(tx, user.id),
  ]);
  return {
    accountAgeDays: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
    loansPaidOnTime: orders?.onTime ?? 0,
    loansPaidLate: orders?.late ?? 0,
    maxDaysLate: plans?.maxDaysLate ?? 0,
    extensionsUsed: plans?.extensions ?? 0,
    loansWrittenOff: orders?.writtenOff ?? 0,
    questionnaire: parts.questionnaire ? 1 : 0,
    vip: parts.vip ? 1 : 0,
    ...device,
  };
}

/**
 * The device features: how many device ids the borrower's app reported, and how many other accounts reported any of
 * them (telemetry's device reports). None when the app never reported a device id: a policy then decides without them
 * (docs/credit-policy.md).
 */
export async function deviceFeatures(tx: Tx, userId: number): Promise<{ devicesUsed: number; accountsOnDevice: number } | Record<string, never>> {
  const { devices, otherAccounts } = await deviceCounts(tx, userId);
  return devices === 0 ? {} : { devicesUsed: devices, accountsOnDevice: otherAccounts };
}
