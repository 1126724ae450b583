import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { BOOKS_MESSAGES } from '@pocket/contracts/api/staff';
import type { BookMonthItem, BookProvisions } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { openDesk, rowTexts } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const months: BookMonthItem[] = [
  { month: '2026-11', status: 'open', ended: false, closedBy: null, closedAt: null },
  { month: '2026-10', status: 'open', ended: true, closedBy: null, closedAt: null },
  { month: '2026-09', status: 'closed', ended: true, closedBy: 7, closedAt: '2026-10-02T08:00:00.000Z' },
];
const cls = (classCode: string, name: string, loans: number, principal: number, provision: number, suspended: number) => ({ classCode, name, loans, principal, provision, suspended });
const report: BookProvisions = {
  month: '2026-09',
  ranAt: '2026-10-01T06:00:00.000Z',
  classes: [
    cls('current', 'Current', 2, 400_000, 4_000, 0),
    cls('special_mention', 'Special mention', 0, 0, 0, 0),
    cls('substandard', 'Substandard', 1, 50_000, 10_000, 5_000),
    cls('doubtful', 'Doubtful', 0, 0, 0, 0),
    cls('loss', 'Loss', 1, 140_000, 140_000, 6_000),
  ],
  totals: { loans: 4, principal: 590_000, provision: 154_000, suspended: 11_000 },
  movement: { increase: 3_000, release: 10_000, used: 30_000 },
  fee: { accruedThrough: '2026-09-30', deferred: 90_000, earned: 12_345 },
  interest: { deferred: 180_000, earned: 54_321 },
  suspense: [
    { kind: 'fee', held: 0, recognised: 5_000 },
    { kind: 'interest', held: 0, recognised: 0 },
    { kind: 'penalty', held: 2_000, recognised: 0 },
  ],
  suspenseWrittenOff: 1_000,
};
const handlers = {
  'GET /books/months': () => ({ items: months }),
  'GET /books/months/:month': () => ({ ...months[1]!, checks: [], blocker: null, ready: true }),
  'GET /books/months/:month/provisions': ({ params }: { params: Record<string, string> }) => {
    if (params.month !== '2026-09') throw new Refusal(409, BOOKS_MESSAGES.notProvisioned(params.month!));
    return report;
  },
};

describe('the books desk: provisions and income of a month', () => {
  it('shows an ended month’s provisions by class, their movement and the income recognised, in kwacha', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers);
    // Only ended months have a provision run to show.
    await user.click(await screen.findByRole('button', { name: 'Provisions of 2026-09' }));
    expect(screen.queryByRole('button', { name: 'Provisions of 2026-11' })).toBeNull();
    const classes = await screen.findByRole('table', { name: 'Provisions by class at the end of 2026-09' });
    const rows = within(classes).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Current2K4,000.00K40.00K0.00');
    expect(rows[5]).toHaveTextContent('Loss1K1,400.00K1,400.00K60.00');
    expect(rows[6]).toHaveTextContent('Total4K5,900.00K1,540.00K110.00');
    expect(await rowTexts("The provision's movement in 2026-09")).toEqual([
      'Increase (charged to the loan-loss provision expense)K30.00',
      'Release (loans paid, settled or cured)K100.00',
      'Used on write-offsK300.00',
      'Net charge to the provision expense-K70.00',
    ]);
    expect(screen.getByText('Service fee earned by the accrual: K123.45 (deferred when loans were paid out: K900.00), days booked through 2026-09-30.')).toBeVisible();
    expect(screen.getByText('Interest earned by the accrual: K543.21 (deferred when loans were paid out: K1,800.00).')).toBeVisible();
    expect(await rowTexts('Income in suspense in 2026-09')).toEqual(['Service feeK0.00K50.00', 'InterestK0.00K0.00', 'PenaltiesK20.00K0.00']);
    expect(screen.getByText('Income in suspense cleared on write-offs: K10.00')).toBeVisible();
    expect(api.calls('GET /books/months/:month/provisions')).toHaveLength(1);
  });

  it('says why when the month has no provision run yet', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers);
    await user.click(await screen.findByRole('button', { name: 'Provisions of 2026-10' }));
    expect(await screen.findByText(BOOKS_MESSAGES.notProvisioned('2026-10'))).toBeVisible();
  });

  it('is not open to support', async () => {
    const { api } = renderDesk('/books', ['support'], handlers);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(api.calls('GET /books/months/:month/provisions')).toHaveLength(0);
  });
});
