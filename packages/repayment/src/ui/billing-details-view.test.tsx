import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { couponAndFeeLoan, extendedLoan, loan, overdueLoan, paidLoan, pendingLoan } from '../fixtures/loan.fixtures';
import { BillingDetailsView } from './billing-details-view';
import type { BillingDetailsViewProps } from './billing-details-view';

function setup(overrides: Partial<BillingDetailsViewProps> = {}) {
  const props = { loan: inside<LoanDetail>(loan()), loading: false, error: null, onRepay: vi.fn(), onExtend: vi.fn(), onShowPlan: vi.fn(), ...overrides };
  renderView(<BillingDetailsView {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe("/billing-details/{orderId} ('Billing Details')", () => {
  it('shows the title, the order and its bill with due date, principal, interest, fee, penalty, paid and remaining', () => {
    setup();
    expect(screen.getByText('Billing Details')).toBeInTheDocument();
    expect(screen.getAllByText('2026-12-06').length).toBeGreaterThan(0);
    const bill = within(screen.getByTestId('instalment-41'));
    for (const title of ['Principal', 'Interest', 'Fee', 'Penalty', 'Total to repay', 'Paid', 'Remaining amount']) {
      expect(bill.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('096****567')).toBeInTheDocument();
  });

  it('opens the repay popup for the order and the extension popup for the plan', async () => {
    const { user, onRepay, onExtend, onShowPlan } = setup();
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    await user.click(screen.getByRole('button', { name: 'Extension' }));
    await user.click(screen.getByRole('button', { name: 'Repayment Plan' }));
    expect(onRepay).toHaveBeenCalledOnce();
    expect(onExtend).toHaveBeenCalledWith(41);
    expect(onShowPlan).toHaveBeenCalledOnce();
  });

  it('marks an overdue bill and its penalty', () => {
    setup({ loan: inside<LoanDetail>(overdueLoan()) });
    expect(screen.getByText('Overdue 3 days')).toBeInTheDocument();
    expect(screen.getByText('K30.00')).toBeInTheDocument();
  });

  it('says why an extended bill cannot be extended again yet, and offers no extension', () => {
    setup({ loan: inside<LoanDetail>(extendedLoan()) });
    expect(screen.getByText('This bill can be extended from 3 days before its due date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extension' })).not.toBeInTheDocument();
  });

  it('offers no payment on a settled loan', () => {
    setup({ loan: inside<LoanDetail>(paidLoan()) });
    expect(screen.getByText('Settled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument();
  });

  it('shows loading, then an error with retry, never a blank page', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ loan: null, loading: false, error: 'This loan does not exist', onRetry });
    expect(screen.getByText('This loan does not exist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('explains the bill: total K928 − K20 coupon + K64 extension fee − K972 paid = K0 remaining', () => {
    setup({ loan: inside<LoanDetail>(couponAndFeeLoan()) });
    const summary = within(screen.getByTestId('loan-summary'));
    const cell = (title: string) => within(summary.getByText(title).closest('.rv-cell') as HTMLElement);
    expect(cell('Total to repay').getByText('K928.00')).toBeInTheDocument();
    expect(cell('Coupon discount').getByText('- K20.00')).toBeInTheDocument();
    expect(cell('Extension fees').getByText('+ K64.00')).toBeInTheDocument();
    expect(cell('Paid').getByText('- K972.00')).toBeInTheDocument();
    expect(cell('Remaining amount').getByText('K0.00')).toBeInTheDocument();
  });

  it("while a payment waits for the PIN says 'Waiting for your PIN' with amount and wallet, and disables Repay and Extension", () => {
    setup({ loan: inside<LoanDetail>(pendingLoan()), follow: { phase: 'pending', payment: { amount: 30_000, wallet: '096****567' }, reason: null, checkAgain: vi.fn() } });
    expect(screen.getByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByText("Enter your PIN on 096****567 to pay K300.00. 'Repayment' and 'Extension' wait until this payment is done.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Extension' })).toBeDisabled();
  });

  it('keeps Repay disabled for a payment in flight the page has not started following yet', () => {
    setup({ loan: inside<LoanDetail>(pendingLoan()) });
    expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
  });

  it('after a failed payment shows why and lets the borrower try again', () => {
    setup({ follow: { phase: 'failed', payment: { amount: 30_000, wallet: '096****567' }, reason: 'The PIN was declined', checkAgain: vi.fn() } });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedThe PIN was declined. Please try again.');
    expect(screen.getByRole('button', { name: 'Repay' })).toBeEnabled();
  });
});
