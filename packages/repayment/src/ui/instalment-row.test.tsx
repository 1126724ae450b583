import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { instalment as base, instalmentLines } from '../fixtures/instalment.fixtures';
import { InstalmentRow } from './instalment-row';

const lines = { ...instalmentLines, paid: 50_000, remaining: 66_000 };
const instalment = { ...base, lines };
const valueOf = (title: string) => screen.getByText(title).closest('.rv-cell')!;

describe('InstalmentRow', () => {
  it('shows due date, principal, interest, fee, penalty, total, paid and remaining in Kwacha', () => {
    renderView(<InstalmentRow instalment={instalment} />);
    for (const [title, value] of [
      ['Due date', '2026-12-06'],
      ['Principal', 'K1,000.00'],
      ['Interest', 'K140.00'],
      ['Fee', 'K20.00'],
      ['Penalty', 'K0.00'],
      ['Total to repay', 'K1,160.00'],
      ['Paid', '- K500.00'],
      ['Remaining amount', 'K660.00'],
    ]) {
      expect(within(valueOf(title!) as HTMLElement).getByText(value!)).toBeInTheDocument();
    }
  });

  it('shows the coupon discount and the extension fees paid, so total − discounts + fees − paid = remaining', () => {
    const settled = { total: 92_800, couponDiscount: 2_000, waivers: 0, extensionFees: 6_400, paid: 97_200, creditApplied: 0, remaining: 0 };
    renderView(<InstalmentRow instalment={{ ...instalment, status: 'SETTLED', lines: settled }} />);
    expect(within(valueOf('Coupon discount') as HTMLElement).getByText('- K20.00')).toBeInTheDocument();
    expect(within(valueOf('Extension fees') as HTMLElement).getByText('+ K64.00')).toBeInTheDocument();
    expect(within(valueOf('Paid') as HTMLElement).getByText('- K972.00')).toBeInTheDocument();
    expect(within(valueOf('Remaining amount') as HTMLElement).getByText('K0.00')).toBeInTheDocument();
    expect(screen.queryByText('Waived')).not.toBeInTheDocument();
  });

  it('says how much of what was paid came from the borrower’s credit', () => {
    renderView(<InstalmentRow instalment={{ ...instalment, lines: { ...lines, creditApplied: 1_500 } }} />);
    expect(screen.getByText('of which K15.00 from your credit')).toBeInTheDocument();
  });

  it('offers repay and extension on an open bill, by plan id', async () => {
    const onRepay = vi.fn();
    const onExtend = vi.fn();
    const user = userEvent.setup();
    renderView(<InstalmentRow instalment={instalment} onRepay={onRepay} onExtend={onExtend} />);
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    await user.click(screen.getByRole('button', { name: 'Extension' }));
    expect(onRepay).toHaveBeenCalledWith('p1');
    expect(onExtend).toHaveBeenCalledWith('p1');
  });

  it('disables repay and extension while a payment of the bill waits for the PIN', () => {
    renderView(<InstalmentRow instalment={instalment} onRepay={vi.fn()} onExtend={vi.fn()} paymentPending />);
    expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Extension' })).toBeDisabled();
  });

  it('marks an overdue bill with its overdue days', () => {
    renderView(<InstalmentRow instalment={{ ...instalment, status: 'OVERDUE', overdueDays: 3, penalty: 3_000 }} />);
    expect(screen.getByText('Overdue 3 days')).toBeInTheDocument();
    expect(screen.getByText('K30.00')).toBeInTheDocument();
  });

  it('offers no payment on a paid-off bill', () => {
    renderView(<InstalmentRow instalment={{ ...instalment, status: 'SETTLED', lines: { ...lines, remaining: 0 } }} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('Paid off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });
});
