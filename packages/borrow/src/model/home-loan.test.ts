import { describe, expect, it } from 'vitest';

import type { Say } from '@pocket/app-core/i18n';
import { inside } from '@pocket/testing/inside';

import type { MyOrder } from '../api/my-loan-info';
import { order, plan } from '../test/my-loans.fixtures';
import { frozenReason, homeLoanOf } from './home-loan';

/** English, as `useText` says it: the placeholders filled in. */
const english: Say = (en, values = {}) => en.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('the open loan on home', () => {
  it('shows the amount due, the due date and the status of a repaying loan, in ngwee', () => {
    expect(homeLoanOf(inside<MyOrder>(order()))).toEqual({
      orderId: 1,
      status: 'REPAYING',
      statusText: 'Repaying',
      amountDue: 115_555,
      dueDate: '2026-12-01',
      overdueDays: 0,
    });
  });

  it('has no amount or due date before the money is out', () => {
    expect(homeLoanOf(inside<MyOrder>(order({ status: 'REVIEWING', statusText: 'Reviewing', nextRepayDate: null, plans: [] })))).toMatchObject({
      amountDue: null,
      dueDate: null,
      overdueDays: 0,
    });
  });

  it('when overdue, says why borrowing is frozen and what unfreezes it', () => {
    const overdue = homeLoanOf(inside<MyOrder>(order({ status: 'OVERDUE', remainingAmount: 1190, plans: [plan({ overdueDays: 3, status: 'OVERDUE' })] })));
    expect(frozenReason(overdue, english)).toBe(
      'Your bill is 3 days overdue, so you cannot borrow for now. Repay K1,190.00 to settle it and borrowing opens again.',
    );
    expect(frozenReason({ ...overdue, overdueDays: 1, amountDue: null }, english)).toBe(
      'Your bill is 1 day overdue, so you cannot borrow for now. Repay your bill to settle it and borrowing opens again.',
    );
    expect(frozenReason(homeLoanOf(inside<MyOrder>(order())), english)).toBeNull();
  });
});
