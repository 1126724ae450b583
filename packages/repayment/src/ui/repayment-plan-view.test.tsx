import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { couponAndFeeLoan, loan, stagedLoan } from '../fixtures/loan.fixtures';
import { RepaymentPlanView } from './repayment-plan-view';

describe("/repayment-plan/{orderId} ('Repayment Plan')", () => {
  it('lists every instalment, and only the earliest unpaid one takes a payment', () => {
    renderView(<RepaymentPlanView loan={inside<LoanDetail>(stagedLoan())} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('Repayment Plan')).toBeInTheDocument();
    expect(screen.getByText('Instalment 1/3')).toBeInTheDocument();
    expect(screen.getByText('Instalment 3/3')).toBeInTheDocument();
    expect(within(screen.getByTestId('instalment-51')).getByText('Paid off')).toBeInTheDocument();
    expect(within(screen.getByTestId('instalment-52')).getByRole('button', { name: 'Repay' })).toBeInTheDocument();
    expect(within(screen.getByTestId('instalment-53')).queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });

  it('shows each instalment’s coupon discount, extension fees and paid, adding up to what remains', () => {
    renderView(<RepaymentPlanView loan={inside<LoanDetail>(couponAndFeeLoan())} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    const bill = within(screen.getByTestId('instalment-41'));
    for (const [title, value] of [
      ['Total to repay', 'K928.00'],
      ['Coupon discount', '- K20.00'],
      ['Extension fees', '+ K64.00'],
      ['Paid', '- K972.00'],
      ['Remaining amount', 'K0.00'],
    ]) {
      expect(within(bill.getByText(title!).closest('.rv-cell') as HTMLElement).getByText(value!)).toBeInTheDocument();
    }
  });

  it('shows a loading state while the plan loads', () => {
    renderView(<RepaymentPlanView loan={null} loading error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says so when the order has no bills', () => {
    renderView(<RepaymentPlanView loan={inside<LoanDetail>(loan({ plans: [] }))} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('No bills yet')).toBeInTheDocument();
  });
});
