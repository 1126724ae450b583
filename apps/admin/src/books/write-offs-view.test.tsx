import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { BOOKS_MESSAGES } from '@pocket/contracts/api/staff';
import type { BookMonthItem, BookWriteOffs } from '@pocket/contracts/api/staff';

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
const report: BookWriteOffs = {
  month: '2026-09',
  provisioned: true,
  totals: { writtenOff: 102_000, allowanceUsed: 20_000, suspenseCleared: 2_000, other: -500, netWriteOff: 79_500, recovered: 1_234_567 },
  loans: [
    { orderId: 41, writtenOff: 102_000, allowanceUsed: 20_000, suspenseCleared: 2_000, recovered: 31_000 },
    { orderId: 7, writtenOff: 0, allowanceUsed: 0, suspenseCleared: 0, recovered: 1_203_567 },
  ],
};
const handlers = {
  'GET /books/months': () => ({ items: months }),
  'GET /books/months/:month': () => ({ ...months[1]!, checks: [], blocker: null, ready: true }),
  'GET /books/months/:month/write-offs': ({ params }: { params: Record<string, string> }) => {
    if (params.month === '2026-10') return { month: '2026-10', provisioned: false, totals: { writtenOff: 0, allowanceUsed: 0, suspenseCleared: 0, other: 0, netWriteOff: 0, recovered: 0 }, loans: [] };
    if (params.month !== '2026-09') throw new Refusal(409, BOOKS_MESSAGES.writeOffsNotEnded(params.month!));
    return report;
  },
};

describe('the books desk: write-offs and recoveries of a month', () => {
  it('shows an ended month’s write-offs, the allowance used, recoveries and each loan by order id, in kwacha', async () => {
    const { api } = await openDesk('/books', ['finance'], handlers, 'Write-offs of 2026-09');
    // Only ended months.
    expect(screen.queryByRole('button', { name: 'Write-offs of 2026-11' })).toBeNull();
    expect(await rowTexts('Write-offs and recoveries in 2026-09')).toEqual([
      'Written off (what the loans still owed)K1,020.00',
      'Allowance for loan losses usedK200.00',
      'Income in suspense clearedK20.00',
      'Other postings (corrections)-K5.00',
      'Net charge to the write-off expenseK795.00',
      'Recovered on written-off loansK12,345.67',
    ]);
    expect(await rowTexts('Loans written off or recovered in 2026-09')).toEqual(['41K1,020.00K200.00K20.00K310.00', '7K0.00K0.00K0.00K12,035.67']);
    expect(screen.queryByText(/provisioning job has not run/)).toBeNull();
    expect(api.calls('GET /books/months/:month/write-offs')).toHaveLength(1);
  });

  it('says when nothing was written off and the month end is not provisioned yet', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers);
    await user.click(await screen.findByRole('button', { name: 'Write-offs of 2026-10' }));
    expect(await screen.findByText('No loan was written off or recovered in 2026-10.')).toBeVisible();
    expect(screen.getByText('The provisioning job has not run for 2026-10 yet: no allowance is used on its write-offs.')).toBeVisible();
    expect(screen.queryByRole('row', { name: /Other postings/ })).toBeNull();
  });

  it('is not open to support', async () => {
    const { api } = renderDesk('/books', ['support'], handlers);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(api.calls('GET /books/months/:month/write-offs')).toHaveLength(0);
  });
});
