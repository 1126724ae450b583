import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import { BindPhonePanel } from './bind-phone-panel';

function renderPanel(onBind = vi.fn().mockResolvedValue(undefined), lang = 'en') {
  renderView(
    <PocketConfigProvider>
      <BindPhonePanel visible onBack={() => {}} onSendCode={async () => true} onBind={onBind} />
    </PocketConfigProvider>,
    { state: { appState: { lang } } },
  );
  return onBind;
}

const liveToast = (text: string) =>
  waitFor(() =>
    expect(
      screen.getAllByText(text).some((el) => !/exit/.test(el.closest('.rv-toast')?.className ?? 'exit')),
    ).toBe(true),
  );

describe('bind-phone panel (docs/product.md#global-overlays, docs/product.md#states-and-transitions and docs/product.md#validation-rules)', () => {
  it('is a full-screen panel with a phone field (+26, n / 10) and a code field with Obtain', () => {
    renderPanel();
    expect(screen.getByTestId('bind-phone-panel').closest('.rv-popup')).toHaveClass('rv-popup--right');
    expect(screen.getByText('+26')).toBeInTheDocument();
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtain' })).toBeInTheDocument();
  });

  it('needs a valid phone', async () => {
    const onBind = renderPanel();
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Bind and Log In' }));
    await liveToast('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(onBind).not.toHaveBeenCalled();
  });

  it('needs a non-empty code', async () => {
    const onBind = renderPanel();
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0961234567');
    await userEvent.click(screen.getByRole('button', { name: 'Bind and Log In' }));
    await liveToast('Please enter the verification code');
    expect(onBind).not.toHaveBeenCalled();
  });

  it("binds under 'Binding...' without asking for consent again", async () => {
    let finish: () => void = () => {};
    const onBind = renderPanel(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0961234567');
    await userEvent.type(screen.getByPlaceholderText('Verification code'), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Bind and Log In' }));
    expect(onBind).toHaveBeenCalledWith({ mobile: '0961234567', captcha: '4321' });
    await liveToast('Binding...');
    await act(async () => finish());
  });

  it("speaks the borrower's language (Bemba: its title, intro and button, a refused code and 'Binding...')", async () => {
    let finish: () => void = () => {};
    const onBind = renderPanel(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))), 'bem');
    expect(await screen.findByText('Kakeni inambala ya foni ku akaunti yenu iya Google pa kupwisha ukwingila.')).toBeInTheDocument();
    expect(screen.getAllByText('Kakeni inambala ya foni').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0961234567');
    await userEvent.click(screen.getByRole('button', { name: 'Kakeni no kwingila' }));
    await liveToast('Napapata, lembeni inambala ya kushininkisha');
    expect(onBind).not.toHaveBeenCalled();
    await userEvent.type(screen.getByPlaceholderText('Inambala ya kushininkisha'), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Kakeni no kwingila' }));
    await liveToast('Ukukaka...');
    await act(async () => finish());
  });
});
