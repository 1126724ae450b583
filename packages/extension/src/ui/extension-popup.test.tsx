import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { ExtensionPopup } from './extension-popup';

const detail = {
  beforeRepayDate: '2026-11-30',
  extensionRepayDate: '2026-12-14',
  extensionFee: 8_000,
  repayAccount: '0971234567',
};

describe('ExtensionPopup (docs/product.md#global-overlays)', () => {
  it("shows 'Pay the Deferral charge' with both dates, the read-only fee and account", () => {
    renderView(<ExtensionPopup visible onClose={vi.fn()} detail={detail} onSubmit={vi.fn()} />);
    expect(screen.getByText('Pay the Deferral charge')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-11-30')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('2026-12-14')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('K80.00')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('0971234567')).toHaveAttribute('readonly');
  });

  it("pays the fee with 'Repayment'", async () => {
    const onSubmit = vi.fn();
    renderView(<ExtensionPopup visible onClose={vi.fn()} detail={detail} onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Repayment' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cannot be tapped again while the fee payment is in flight', () => {
    renderView(<ExtensionPopup visible onClose={vi.fn()} detail={detail} submitting onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Repayment/ })).toBeDisabled();
  });

  it('shows a loading state, then the load error with a retry', async () => {
    const { rerender } = renderView(<ExtensionPopup visible onClose={vi.fn()} detail={null} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('popup-loading')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <ExtensionPopup visible onClose={vi.fn()} detail={null} loadError="This bill cannot be extended now" onRetry={onRetry} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText('This bill cannot be extended now')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("disables 'Repayment' with 'Waiting for your PIN' while the fee is waiting for the PIN", () => {
    renderView(<ExtensionPopup visible onClose={vi.fn()} detail={{ ...detail, paymentInFlight: { amount: 8_000, wallet: '096****567' } }} onSubmit={vi.fn()} />);
    expect(screen.getByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByText("Enter your PIN on 096****567 to pay K80.00. 'Repayment' and 'Extension' wait until this payment is done.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeDisabled();
  });
});
