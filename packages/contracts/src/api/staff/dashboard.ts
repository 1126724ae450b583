import { z } from 'zod';

import { kwacha } from '../../money/codec';
import { envelope } from '../common';

/** A sum of money today: Kwacha, the text `K1,050.50`, and how many payments. */
const moneyToday = z.object({ amount: kwacha, amountText: z.string(), count: z.number().int() });

/** A queue waiting for people: how many, the oldest one's age, and the desk that works it (an admin path). */
export const dashboardQueue = z.object({
  name: z.string(),
  label: z.string(),
  waiting: z.number().int(),
  oldestAgeSeconds: z.number().int().nullable(),
  link: z.string(),
});
export type DashboardQueue = z.infer<typeof dashboardQueue>;

/** GET /api/staff/dashboard: the morning's figures (docs/backoffice.md#dashboard defines each). */
export const dashboardData = z.object({
  /** The Lusaka business date the figures are for (YYYY-MM-DD). */
  day: z.string(),
  disbursed: moneyToday,
  collected: moneyToday,
  queues: z.array(dashboardQueue),
  stuckPayments: z.object({ count: z.number().int(), oldestAgeSeconds: z.number().int().nullable(), flagged: z.number().int(), link: z.string() }),
  par30: z.object({
    /** Share of outstanding principal in loans with an instalment more than 30 days late (0 to 1). */
    ratio: z.number(),
    /** The share as text: `12.5%`. */
    text: z.string(),
    atRisk: kwacha,
    atRiskText: z.string(),
    outstanding: kwacha,
    outstandingText: z.string(),
  }),
});
export type DashboardData = z.input<typeof dashboardData>;
export const dashboardAnswer = envelope(dashboardData);
