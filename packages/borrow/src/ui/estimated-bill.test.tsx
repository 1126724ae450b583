import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { EstimatedBill } from './estimated-bill';
import type { EstimateView } from './estimated-bill';

const estimate: EstimateView = {
  principal: 100_000,
  interest: 14_000,
  fee: 2_000,
  total: 116_000,
  received: 98_000,
  dueDates: ['2026-12-06'],
  apr: 417.14,
  totalCostOfCredit: 16_000,
  termDays: 14,
};

describe('EstimatedBill (disclosure before the offer)', () => {
  it('shows principal, interest, fee, total, amount received, due date, APR and total cost of credit', () => {
    renderView(<EstimatedBill estimate={estimate} wallet="0961234567" onApply={vi.fn()} contractHref="/al" />);
    for (const text of ['K1,000.00', 'K140.00', 'K20.00', 'K1,160.00', 'K980.00', '2026-12-06', '417.14%', 'K160.00']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('a VIP member sees the 20% service-fee discount as its own line; others do not', () => {
    const { unmount } = renderView(<EstimatedBill estimate={{ ...estimate, fee: 1_600, vipFeeDiscount: 400 }} wallet="0961234567" onApply={vi.fn()} contractHref="/al" />);
    expect(screen.getByText('VIP discount (20% off the service fee)')).toBeInTheDocument();
    expect(screen.getByText('-K4.00')).toBeInTheDocument();
    expect(screen.getByText('K16.00')).toBeInTheDocument();
    unmount();
    renderView(<EstimatedBill estimate={estimate} wallet="0961234567" onApply={vi.fn()} contractHref="/al" />);
    expect(screen.queryByText('VIP discount (20% off the service fee)')).not.toBeInTheDocument();
  });

  it('names the wallet operator from the prefix and masks the number', () => {
    renderView(<EstimatedBill estimate={estimate} wallet="0971234567" onApply={vi.fn()} contractHref="/al" />);
    expect(screen.getByText('Airtel Money')).toBeInTheDocument();
    expect(screen.getByText('097****567')).toBeInTheDocument();
  });

  it('links the consent to the Loan Contract at /al', () => {
    renderView(<EstimatedBill estimate={estimate} wallet="0961234567" onApply={vi.fn()} contractHref="/al" />);
    expect(screen.getByRole('link', { name: 'Loan Contract' })).toHaveAttribute('href', '/al');
  });

  it('does not apply before the contract is agreed to', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderView(<EstimatedBill estimate={estimate} wallet="0961234567" onApply={onApply} contractHref="/al" />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please read and agree to the Loan Contract first');
    await user.click(screen.getByText(/I have read and agreed to the/));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('lists one due date per stage for an instalment product', () => {
    renderView(
      <EstimatedBill
        estimate={{ ...estimate, dueDates: ['2026-12-06', '2026-12-20', '2027-01-03'] }}
        wallet="0961234567"
        onApply={vi.fn()}
        contractHref="/al"
      />,
    );
    expect(screen.getByText('Due date (stage 3)')).toBeInTheDocument();
  });
});
