import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PaymentNote } from './payment-note';

describe('PaymentNote', () => {
  it('says "Waiting for your PIN" with the amount and the wallet while the payment is pending', () => {
    render(<PaymentNote phase="pending" amount={30_000} wallet="096****567" />);
    expect(screen.getByText('Waiting for your PIN')).toBeInTheDocument();
    expect(
      screen.getByText("Enter your PIN on 096****567 to pay K300.00. 'Repayment' and 'Extension' wait until this payment is done."),
    ).toBeInTheDocument();
  });

  it('after about 3 minutes says it is still waiting and offers to check again', async () => {
    const onCheckAgain = vi.fn();
    render(<PaymentNote phase="stale" amount={8_000} wallet="097****123" onCheckAgain={onCheckAgain} />);
    expect(screen.getByText('Still waiting for your PIN')).toBeInTheDocument();
    expect(
      screen.getByText('The payment of K80.00 from 097****123 is not confirmed yet. Do not pay again: if you entered your PIN, the bill updates once the operator confirms.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
  });

  it('a failed payment shows the reason and to try again', () => {
    render(<PaymentNote phase="failed" amount={30_000} wallet="096****567" reason="Wrong PIN" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failedWrong PIN. Please try again.');
  });

  it('shows nothing once the payment succeeded or when there is none', () => {
    const { container, rerender } = render(<PaymentNote phase="successful" amount={1} wallet="x" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PaymentNote phase="idle" amount={1} wallet="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Help on a failed or stuck payment when the page gives a way to it, never while simply waiting', async () => {
    const onHelp = vi.fn();
    const { rerender } = render(<PaymentNote phase="failed" amount={30_000} wallet="096****567" reason="Wrong PIN" onHelp={onHelp} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(onHelp).toHaveBeenCalledTimes(1);
    rerender(<PaymentNote phase="stale" amount={30_000} wallet="096****567" onHelp={onHelp} />);
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    rerender(<PaymentNote phase="pending" amount={30_000} wallet="096****567" onHelp={onHelp} />);
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});
