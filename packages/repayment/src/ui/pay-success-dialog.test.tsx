import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { PaySuccessDialog } from './pay-success-dialog';

describe('PaySuccessDialog (docs/product.md#global-overlays)', () => {
  it("shows 'Submit Success' with both PIN notes, and OK closes it", async () => {
    const onOk = vi.fn();
    renderView(<PaySuccessDialog visible onOk={onOk} />);
    expect(screen.getByText('Submit Success')).toBeInTheDocument();
    expect(screen.getByText(/PIN code pop-up will appear within 10 seconds, enter the PIN to complete payment/)).toBeInTheDocument();
    expect(screen.getByText(/If the PIN was already entered, wait about one minute to avoid repeated payment/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('renders nothing while hidden', () => {
    renderView(<PaySuccessDialog visible={false} onOk={vi.fn()} />);
    expect(screen.queryByText('Submit Success')).not.toBeInTheDocument();
  });
});
