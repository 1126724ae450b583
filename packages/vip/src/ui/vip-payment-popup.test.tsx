import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { VipPaymentPopup } from './vip-payment-popup';

const closeIcon = () => document.querySelector('.rv-popup__close-icon') as HTMLElement;
const account = () => screen.getByPlaceholderText('0XXXXXXXXX') as HTMLInputElement;

function open(mobile = '0961234567') {
  const onPay = vi.fn();
  const onLeave = vi.fn();
  renderView(<VipPaymentPopup visible name="VIP Monthly" payAmount={4_900} mobile={mobile} onPay={onPay} onLeave={onLeave} />);
  return { onPay, onLeave };
}

describe('VIP payment popup (docs/product.md#global-overlays)', () => {
  it("is titled 'Pay the bill' with the member product name and the payment amount read-only", () => {
    open();
    expect(screen.getByText('Pay the bill')).toBeInTheDocument();
    const name = screen.getByDisplayValue('VIP Monthly') as HTMLInputElement;
    const amount = screen.getByDisplayValue('K49.00') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(amount.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('the payment account is editable, prefilled with the borrower’s phone, max 10 characters', async () => {
    open();
    expect(account().value).toBe('0961234567');
    expect(account().readOnly).toBe(false);
    await userEvent.clear(account());
    await userEvent.type(account(), '097123456789');
    expect(account().value).toBe('0971234567');
  });

  it("VIP pay requires a valid mobile: empty gives 'Please enter your phone number'", async () => {
    const { onPay } = open('');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('VIP pay requires a valid mobile: a wrong number gives the shared phone message', async () => {
    const { onPay } = open('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('Pay sends the account typed', async () => {
    const { onPay } = open();
    await userEvent.clear(account());
    await userEvent.type(account(), '0771234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith('0771234567');
  });

  it("closing asks 'Do you really want to leave?' with 'Don't miss this opportunity.'; No stays, Yes leaves", async () => {
    const { onLeave } = open();
    await userEvent.click(closeIcon());
    expect(await screen.findByText('Do you really want to leave?')).toBeInTheDocument();
    expect(screen.getByText("Don't miss this opportunity.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(closeIcon());
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
