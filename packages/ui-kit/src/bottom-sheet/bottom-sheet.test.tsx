import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BottomSheet } from './bottom-sheet';

const closeIcon = () => document.querySelector('.rv-popup__close-icon') as HTMLElement;

describe('BottomSheet (docs/product.md#global-overlays, leave confirmation)', () => {
  it("closing asks 'Do you really want to leave?' with 'Don't miss this opportunity.'", async () => {
    render(
      <BottomSheet visible title="Pay the bill" onLeave={() => {}}>
        form
      </BottomSheet>,
    );
    expect(screen.queryByText('Do you really want to leave?')).not.toBeInTheDocument();
    await userEvent.click(closeIcon());
    expect(await screen.findByText('Do you really want to leave?')).toBeInTheDocument();
    expect(screen.getByText("Don't miss this opportunity.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('No keeps the sheet open', async () => {
    const onLeave = vi.fn();
    render(
      <BottomSheet visible title="Pay the bill" onLeave={onLeave}>
        form
      </BottomSheet>,
    );
    await userEvent.click(closeIcon());
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByText('form')).toBeVisible();
    await waitFor(() => {
      const dialog = screen.queryByText('Do you really want to leave?')?.closest('.rv-dialog');
      expect(!dialog || /exit/.test(dialog.className) || !(dialog as HTMLElement).checkVisibility()).toBe(true);
    });
  });

  it('Yes leaves', async () => {
    const onLeave = vi.fn();
    render(
      <BottomSheet visible title="Pay the bill" onLeave={onLeave}>
        form
      </BottomSheet>,
    );
    await userEvent.click(closeIcon());
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('leaves at once when confirmation is off', async () => {
    const onLeave = vi.fn();
    render(
      <BottomSheet visible confirmLeave={false} onLeave={onLeave}>
        form
      </BottomSheet>,
    );
    await userEvent.click(closeIcon());
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Do you really want to leave?')).not.toBeInTheDocument();
  });
});
