import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { loan, pendingLoan, pendingPayment } from '../fixtures/loan.fixtures';
import BillingDetailsPage from './billing-details-page';

vi.mock('@tanstack/react-router', () => ({ useParams: () => ({ orderId: '7' }), useNavigate: () => vi.fn() }));

const DETAIL = '/v3/order/queryLoanDetail/7';
const STATUS = `/order/payment/api/status/${pendingPayment.reference}`;

const api = fakeApiPerFile();

describe('/billing-details follows a submitted payment until final, without reload', () => {
  it('a declined PIN: toast with the reason and "try again", the note says so, and Repay comes back', async () => {
    let final = false;
    api.on(DETAIL, () => ({ data: final ? loan() : pendingLoan() }));
    api.on(STATUS, () => {
      final = true;
      return { data: { reference: pendingPayment.reference, kind: 'REPAY', status: 'FAILED', reason: 'The PIN was declined', amount: 300 } };
    });
    const { toasts } = renderFeature(<BillingDetailsPage />, api);
    expect(await screen.findByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
    await waitFor(() => expect(toasts).toContain('Payment failed: The PIN was declined. Please try again.'), { timeout: 6_000 });
    expect(api.callsTo(STATUS)[0]!.headers.token).toBe('test-token');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Repay' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('The PIN was declined. Please try again.');
    expect(api.callsTo(DETAIL).length).toBeGreaterThanOrEqual(2);
  });
});
