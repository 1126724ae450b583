import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { loan, stagedLoan } from '../fixtures/loan.fixtures';
import { RepaymentPlanView } from './repayment-plan-view';

describe("/repayment-plan/{orderId} ('Repayment Plan')", () => {
  it('lists every stage, and only the earliest unpaid one takes a payment', () => {
    render(<RepaymentPlanView loan={stagedLoan()} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('Repayment Plan')).toBeInTheDocument();
    expect(screen.getByText('Stage 1/3')).toBeInTheDocument();
    expect(screen.getByText('Stage 3/3')).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-51')).getByText('Paid off')).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-52')).getByRole('button', { name: 'Repay' })).toBeInTheDocument();
    expect(within(screen.getByTestId('stage-53')).queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the plan loads', () => {
    render(<RepaymentPlanView loan={null} loading error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says so when the order has no bills', () => {
    render(<RepaymentPlanView loan={loan({ plans: [] })} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />);
    expect(screen.getByText('No bills yet')).toBeInTheDocument();
  });
});
