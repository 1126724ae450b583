import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { StageRow } from './stage-row';
import type { StageView } from './stage-row';

const stage: StageView = {
  planId: 'p1',
  loanPeriod: 1,
  dueDate: '2026-12-06',
  principal: 100_000,
  interest: 14_000,
  fee: 2_000,
  penalty: 0,
  paid: 50_000,
  remaining: 66_000,
  status: 'REPAYING',
};

describe('StageRow', () => {
  it('shows due date, principal, interest, fee, penalty, paid and remaining in Kwacha', () => {
    render(<StageRow stage={stage} />);
    for (const [title, value] of [
      ['Due date', '2026-12-06'],
      ['Principal', 'K1,000.00'],
      ['Interest', 'K140.00'],
      ['Fee', 'K20.00'],
      ['Penalty', 'K0.00'],
      ['Paid', 'K500.00'],
      ['Remaining', 'K660.00'],
    ]) {
      expect(screen.getByText(title!)).toBeInTheDocument();
      expect(screen.getByText(value!)).toBeInTheDocument();
    }
  });

  it('offers repay and extension on an open bill, by plan id', async () => {
    const onRepay = vi.fn();
    const onExtend = vi.fn();
    const user = userEvent.setup();
    render(<StageRow stage={stage} onRepay={onRepay} onExtend={onExtend} />);
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    await user.click(screen.getByRole('button', { name: 'Extension' }));
    expect(onRepay).toHaveBeenCalledWith('p1');
    expect(onExtend).toHaveBeenCalledWith('p1');
  });

  it('marks an overdue bill with its overdue days', () => {
    render(<StageRow stage={{ ...stage, status: 'OVERDUE', overdueDays: 3, penalty: 3_000 }} />);
    expect(screen.getByText('Overdue 3 days')).toBeInTheDocument();
    expect(screen.getByText('K30.00')).toBeInTheDocument();
  });

  it('offers no payment on a paid-off bill', () => {
    render(<StageRow stage={{ ...stage, status: 'SETTLED', remaining: 0 }} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('Paid off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });
});
