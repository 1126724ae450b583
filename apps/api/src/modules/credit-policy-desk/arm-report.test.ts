import { describe, expect, it } from 'vitest';

import { type ArmDecision, type ArmTallies, reportRows, tally } from './arm-report';

const d = (o: Partial<ArmDecision>): ArmDecision => ({ month: '2026-10', arm: 'champion', version: 1, outcome: 'approved', amount: 50_000, loan: true, firstBillDaysLate: 0, maxDaysLate: 0, ...o });

describe('the arms report', () => {
  it('counts a hand-built set: approval rate, average amount, first-payment default and 30+ days late by month and arm', () => {
    const set: ArmDecision[] = [
      // October, champion: 4 applications, 3 approved (one sent to a person), 1 refused.
      d({ amount: 40_000 }),
      d({ amount: 60_000, firstBillDaysLate: 7, maxDaysLate: 7 }), // a first-payment default, not 30+
      d({ outcome: 'review', amount: 80_000, loan: false, firstBillDaysLate: null, maxDaysLate: null }),
      d({ outcome: 'refused', amount: 100_000, loan: false, firstBillDaysLate: null, maxDaysLate: null }),
      // October, challenger (version 5): 2 applications, 1 approved whose first bill ran 6 days late and a later one 31.
      d({ arm: 'challenger', version: 5, amount: 30_000, firstBillDaysLate: 6, maxDaysLate: 31 }),
      d({ arm: 'challenger', version: 5, outcome: 'refused', loan: false, firstBillDaysLate: null, maxDaysLate: null }),
      // November, champion: one approval still unpaid 40 days after its first bill.
      d({ month: '2026-11', version: 2, amount: 70_000, firstBillDaysLate: 40, maxDaysLate: 40 }),
    ];
    const tallies: ArmTallies = new Map();
    for (const x of set) tally(tallies, x);
    expect(reportRows(tallies)).toEqual([
      { month: '2026-10', arm: 'champion', versions: [1], applications: 4, approved: 3, approvalRateBp: 7_500, averageAmount: 60_000, loans: 2, firstPaymentDefault: 1, firstPaymentDefaultBp: 5_000, late30: 0, late30Bp: 0 },
      { month: '2026-10', arm: 'challenger', versions: [5], applications: 2, approved: 1, approvalRateBp: 5_000, averageAmount: 30_000, loans: 1, firstPaymentDefault: 0, firstPaymentDefaultBp: 0, late30: 1, late30Bp: 10_000 },
      { month: '2026-11', arm: 'champion', versions: [2], applications: 1, approved: 1, approvalRateBp: 10_000, averageAmount: 70_000, loans: 1, firstPaymentDefault: 1, firstPaymentDefaultBp: 10_000, late30: 1, late30Bp: 10_000 },
    ]);
  });

  it('an arm with no approval and no loan has no average and no rates', () => {
    const tallies: ArmTallies = new Map();
    tally(tallies, d({ outcome: 'refused', loan: false, firstBillDaysLate: null, maxDaysLate: null }));
    expect(reportRows(tallies)[0]).toMatchObject({ approvalRateBp: 0, averageAmount: null, loans: 0, firstPaymentDefaultBp: null, late30Bp: null });
  });
});
