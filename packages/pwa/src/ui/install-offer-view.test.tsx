import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView as inStore } from '@pocket/testing/render-view';

import type { InstallOutcome } from '../install/install-prompt';
import { InstallOfferView } from './install-offer-view';
import type { InstallOfferViewProps } from './install-offer-view';

function renderView(overrides: Partial<InstallOfferViewProps> = {}) {
  const props = {
    offer: 'prompt' as const,
    appChannelCode: 'WM2',
    prompt: vi.fn((): Promise<InstallOutcome> => Promise.resolve('accepted')),
    track: vi.fn(() => Promise.resolve()),
    redirect: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  inStore(<InstallOfferView {...props} />);
  return props;
}

describe('Add To Desktop popup', () => {
  it('invites the borrower to save the app to the desktop, with an Install button', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Add To Desktop' })).toBeInTheDocument();
    expect(
      screen.getByText('Save Pocket to your desktop for faster review and more convenient withdrawal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
  });

  it('tracks pageId 9 / actionId 1 with the channel when Install is tapped', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(props.track).toHaveBeenCalledWith(
      expect.objectContaining({ pageId: 9, actionId: 1, deviceType: 4, appName: 'Pocket', value: 'WM2' }),
    );
  });

  it('redirects to /?source=pwa&appChannelCode=... after an accepted install', async () => {
    const props = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(props.redirect).toHaveBeenCalledWith('/?source=pwa&appChannelCode=WM2'));
    expect(props.prompt).toHaveBeenCalledTimes(1);
    expect(props.onClose).toHaveBeenCalled();
  });

  it('closes without redirecting when the borrower dismisses the browser dialog', async () => {
    const props = renderView({ prompt: vi.fn(() => Promise.resolve('dismissed' as const)) });
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.redirect).not.toHaveBeenCalled();
  });

  it('lets the tracking call finish before leaving the page', async () => {
    let finishTracking = () => {};
    const order: string[] = [];
    const props = renderView({
      track: vi.fn(() => new Promise<void>((resolve) => (finishTracking = () => (order.push('tracked'), resolve())))),
      redirect: vi.fn(() => void order.push('redirect')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.redirect).not.toHaveBeenCalled();
    finishTracking();
    await waitFor(() => expect(order).toEqual(['tracked', 'redirect']));
  });

  it('still opens the install dialog when tracking fails', async () => {
    const props = renderView({ track: vi.fn(() => Promise.reject(new Error('offline'))) });
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(props.redirect).toHaveBeenCalled());
  });
});

describe('install instructions', () => {
  it('tells iOS users to tap share, choose Add to Home Screen and tap Add, closed with Got it', async () => {
    const props = renderView({ offer: 'ios' });
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Tap the share button', 'Choose "Add to Home Screen"', 'Tap "Add"']);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.prompt).not.toHaveBeenCalled();
  });

  it('tells other Android browsers to open Chrome, tap the menu and choose Add to Home screen', async () => {
    const props = renderView({ offer: 'android-other' });
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Open this page in Chrome', 'Tap the menu', 'Choose "Add to Home screen"']);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
