import type { Inside } from '@pocket/contracts/api/contract';
import { STUCK_AFTER_MINUTES } from '@pocket/contracts/api/staff';
import type { dashboardData } from '@pocket/contracts/api/staff';
import { addDays, lusakaToday } from '@pocket/contracts/lusaka-date';
import { formatKwacha, ngwee } from '@pocket/contracts/money';

import type { Db } from '../../db/client';
import * as repo from './repo';

const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
/** PAR N counts loans with an instalment more than N days late. */
export const PAR_DAYS = 30;

const startOfLusakaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LUSAKA_OFFSET_MS);
const money = (amount: number, count: number) => ({ amount: ngwee(amount), amountText: formatKwacha(amount), count });

/** The share as text with one decimal: 0.125 -> `12.5%`. */
export const percentText = (ratio: number) => `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;

/** The morning's figures (docs/backoffice.md#dashboard), four cheap queries run side by side. */
export async function dashboard(db: Db, nowMs: number): Promise<Inside<typeof dashboardData>> {
  const now = new Date(nowMs);
  const day = lusakaToday(now);
  const [today, stuck, approvals, par] = await Promise.all([
    repo.moneyBetween(db, startOfLusakaDay(day), startOfLusakaDay(addDays(day, 1))),
    repo.stuckPayments(db, new Date(nowMs - STUCK_AFTER_MINUTES * 60_000), now),
    repo.approvalsWaiting(db, now),
    repo.portfolioAtRisk(db, addDays(day, -PAR_DAYS)),
  ]);
  const ratio = par.outstanding === 0 ? 0 : par.atRisk / par.outstanding;
  return {
    day,
    disbursed: money(today.disbursed, today.disbursedCount),
    collected: money(today.collected, today.collectedCount),
    queues: [{ name: 'approvals', label: 'Approvals waiting', waiting: approvals.waiting, oldestAgeSeconds: approvals.oldestAgeSeconds, link: '/approvals' }],
    stuckPayments: { ...stuck, link: '/payments?state=stuck' },
    par30: {
      ratio,
      text: percentText(ratio),
      atRisk: ngwee(par.atRisk),
      atRiskText: formatKwacha(par.atRisk),
      outstanding: ngwee(par.outstanding),
      outstandingText: formatKwacha(par.outstanding),
    },
  };
}
