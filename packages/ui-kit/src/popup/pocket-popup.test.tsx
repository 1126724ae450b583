import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PocketPopup } from './pocket-popup';
import type { CloseButton } from './pocket-popup';

function Opener({ closeable = true, closeName = 'Close', onEscape }: { closeable?: boolean; closeName?: string; onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const close: CloseButton = closeable ? { closeable: true, closeName } : {};
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Repayment
      </button>
      <PocketPopup visible={open} position="bottom" {...close} title="Pay the bill" onClose={() => setOpen(false)} onEscape={onEscape}>
        <button type="button" onClick={() => setOpen(false)}>
          Pay
        </button>
      </PocketPopup>
    </>
  );
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('PocketPopup: every popup a named dialog (issue 33)', () => {
  it('is a modal dialog named by its visible title, holding the title, the content and the close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    const dialog = await dialogNamed('Pay the bill');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(screen.getByText('Pay the bill'));
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Pay' }));
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.closest('.rv-popup')).not.toBeNull();
  });

  it("names its close button with the caller's words (the borrower's language: ui-kit has no English word here)", async () => {
    render(<Opener closeName="Isalilisheni" />);
    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    const dialog = await dialogNamed('Pay the bill');
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Isalilisheni' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('without a title it takes its name from aria-label or from a heading inside', async () => {
    render(
      <>
        <PocketPopup visible aria-label="Holiday notice">
          text
        </PocketPopup>
        <PocketPopup visible aria-labelledby="h">
          <h2 id="h">Add To Desktop</h2>
        </PocketPopup>
      </>,
    );
    expect(await dialogNamed('Holiday notice')).toBeInTheDocument();
    expect(await dialogNamed('Add To Desktop')).toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens and back to the opener when it closes', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Repayment' });
    await userEvent.click(opener);
    const dialog = await dialogNamed('Pay the bill');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the open dialog: past the last control to the first, Shift+Tab before the first to the last', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    const dialog = await dialogNamed('Pay the bill');
    await waitFor(() => expect(dialog).toHaveFocus());
    const inside = [...dialog.querySelectorAll<HTMLElement>('button')];
    expect(inside.length).toBeGreaterThanOrEqual(2);
    await userEvent.tab();
    expect(inside[0]).toHaveFocus();
    for (let i = 1; i < inside.length; i += 1) await userEvent.tab();
    expect(inside[inside.length - 1]).toHaveFocus();
    await userEvent.tab();
    expect(inside[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(inside[inside.length - 1]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Repayment', hidden: true })).not.toHaveFocus();
  });

  it('the close button closes it and gives focus back', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Repayment' });
    await userEvent.click(opener);
    await dialogNamed('Pay the bill');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('Escape closes a closeable popup, and focus goes back', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Repayment' });
    await userEvent.click(opener);
    const dialog = await dialogNamed('Pay the bill');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('Escape does what onEscape says, and nothing on a popup that cannot be closed', async () => {
    const onEscape = vi.fn();
    render(<Opener onEscape={onEscape} />);
    await userEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    await dialogNamed('Pay the bill');
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Pay the bill' })).toBeInTheDocument();
  });

  it('a popup without overlay or close icon stays on Escape', async () => {
    const onClose = vi.fn();
    render(
      <PocketPopup visible overlay={false} aria-label="Panel" onClose={onClose}>
        text
      </PocketPopup>,
    );
    await dialogNamed('Panel');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('only the top-most dialog answers Escape', async () => {
    const lower = vi.fn();
    const upper = vi.fn();
    render(
      <>
        <PocketPopup visible aria-label="Lower" onClose={lower}>
          a
        </PocketPopup>
        <PocketPopup visible aria-label="Upper" onClose={upper}>
          b
        </PocketPopup>
      </>,
    );
    await dialogNamed('Upper');
    await userEvent.keyboard('{Escape}');
    expect(upper).toHaveBeenCalledTimes(1);
    expect(lower).not.toHaveBeenCalled();
  });
});
