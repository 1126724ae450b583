import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { StageRepayPopup } from './stage-repay-popup';

function Harness({ onSubmit, initial = '0961234567' }: { onSubmit: (m: string) => void; initial?: string }) {
  const [mobile, setMobile] = useState(initial);
  return <StageRepayPopup visible amount={19_014} mobile={mobile} onMobileChange={setMobile} onClose={vi.fn()} onSubmit={onSubmit} />;
}

const account = () => screen.getByPlaceholderText('0XXXXXXXXX');

describe('StageRepayPopup (docs/product.md#global-overlays: stage repay popup)', () => {
  it("shows the title 'Pay the bill', the amount as money, the editable payment account and 'Pay'", () => {
    renderView(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByText('Pay the bill')).toBeInTheDocument();
    expect(screen.getByTestId('stage-repay-amount')).toHaveTextContent('K190.14');
    expect(account()).toHaveValue('0961234567');
    expect(account()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('keeps the payment account to at most 10 characters', async () => {
    const user = userEvent.setup();
    renderView(<Harness onSubmit={vi.fn()} initial="" />);
    await user.type(account(), '097123456789');
    expect(account()).toHaveValue('0971234567');
  });

  it('stage pay requires a valid mobile: empty and invalid accounts get the shared phone messages', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderView(<Harness onSubmit={onSubmit} initial="" />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    await user.type(account(), '12345');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pays with the edited account', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderView(<Harness onSubmit={onSubmit} />);
    await user.clear(account());
    await user.type(account(), '0971234567');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledWith('0971234567');
  });
});
