import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { CollectionsHelp } from '@pocket/contracts/api/collections';
import { ngwee } from '@pocket/contracts/money';
import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { renderView as render } from '@pocket/testing/render-view';

import { BillHelpView, type BillHelpViewProps } from './bill-help-view';

const help = (over: Partial<CollectionsHelp> = {}): CollectionsHelp => ({
  orderId: 7, daysPastDue: 3, overdueAmount: ngwee(116_300), outstandingAmount: ngwee(116_300), promise: null, hardship: null, latestPromiseDate: '2026-12-11', ...over,
});
const props = (over: Partial<BillHelpViewProps> = {}): BillHelpViewProps => ({
  help: help(), today: '2026-11-27', loading: false, error: null, onRetry: vi.fn(), promising: false, asking: false, onPromise: vi.fn(async () => true), onAskPlan: vi.fn(async () => true), ...over,
});

describe('/bill-help/{orderId} (Help with my bill)', () => {
  it('says how late the bill is; a promise needs a date and an amount, then sends ngwee and the date', async () => {
    const p = props();
    render(<BillHelpView {...p} />);
    expect(screen.getByText('Your bill is 3 days late.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Promise to pay' }));
    expect(await screen.findByText('Please choose the date you will pay on')).toBeInTheDocument();
    expect(screen.getByText('Please enter the amount you will pay')).toBeInTheDocument();
    expect(p.onPromise).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-12-11');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Amount (K)'), { target: { value: '300.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Promise to pay' }));
    await waitFor(() => expect(p.onPromise).toHaveBeenCalledWith(30_050, '2026-12-01'));
  });

  it("\"I can't pay\" needs a reason of 10 characters; an open request and a plan are shown instead of the form", async () => {
    const p = props();
    const { rerender } = render(<BillHelpView {...p} />);
    fireEvent.change(screen.getByLabelText('Why can you not pay?'), { target: { value: 'no job' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a payment plan' }));
    expect(await screen.findByText('Please tell us why in at least 10 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Why can you not pay?'), { target: { value: 'I lost my job in October.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a payment plan' }));
    await waitFor(() => expect(p.onAskPlan).toHaveBeenCalledWith('I lost my job in October.'));
    rerender(<BillHelpView {...props({ help: help({ hardship: { reason: 'x', status: 'OPEN', instalments: null, answer: null, createdAt: '2026-11-27T08:00:00.000Z' } }) })} />);
    expect(screen.getByTestId('plan-status')).toHaveTextContent('We have your request for a payment plan. We will answer within 2 working days.');
    expect(screen.queryByRole('button', { name: 'Ask for a payment plan' })).not.toBeInTheDocument();
    rerender(<BillHelpView {...props({ help: help({ hardship: { reason: 'x', status: 'PLANNED', instalments: 3, answer: null, createdAt: '2026-11-27T08:00:00.000Z' } }) })} />);
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Your payment plan is ready: 3 payments. See them under Repayment Plan.');
  });

  it('an open promise is shown instead of the promise form', () => {
    render(<BillHelpView {...props({ help: help({ promise: { amount: ngwee(30_000), payBy: '2026-12-01', status: 'OPEN' } }) })} />);
    expect(screen.getByTestId('promise-made')).toHaveTextContent('You promised to pay K300.00 by 2026-12-01.');
    expect(screen.queryByRole('button', { name: 'Promise to pay' })).not.toBeInTheDocument();
  });

  it("in Nyanja (issue 48): how late, the promise's refusals and the plan's form; the amount and the date as in English; no English left", async () => {
    const p = props({ help: help({ daysPastDue: 1 }) });
    const { container } = render(<BillHelpView {...p} />, { state: { appState: { lang: 'ny' } } });
    expect(await screen.findByText('Bilu yanu yachedwa tsiku 1.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Lonjezani kulipira' }));
    expect(await screen.findByText('Chonde sankhani tsiku lomwe mudzalipire')).toBeInTheDocument();
    expect(screen.getByText('Chonde lowetsani ndalama zomwe mudzalipire')).toBeInTheDocument();
    expect(screen.getByLabelText('Ndalama (K)')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sindingathe kulipira' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'ny')).toEqual([]);
    expect(p.onPromise).not.toHaveBeenCalled();
  });

  it('in Bemba (issue 48): an open promise with its amount and date, and a plan whose payments the desk did not count', async () => {
    const withPromise = help({ promise: { amount: ngwee(30_000), payBy: '2026-12-01', status: 'OPEN' }, hardship: { reason: 'x', status: 'PLANNED', instalments: null, answer: null, createdAt: '2026-11-27T08:00:00.000Z' } });
    const { container } = render(<BillHelpView {...props({ help: withPromise })} />, { state: { appState: { lang: 'bem' } } });
    await waitFor(() => expect(screen.getByTestId('promise-made')).toHaveTextContent('Mwalaile ukulipila K300.00 pa 2026-12-01.'));
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Inshila yenu iya kulipilamo yaipwa: ukulipila ukwingi. Moneni pali Repayment Plan.');
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
  });
});
