import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { PosterView } from './poster-view';

const base = {
  loggedIn: true, loading: false, error: null, canShare: true, posterUrl: 'blob:poster', link: 'http://x/home?invite=K7Q2M9XA',
  invite: { inviteCode: 'K7Q2M9XA', invited: 2, rewarded: 1, rewardCoupon: 'K30 off for inviting a friend' },
  onRetry: vi.fn(), onLogin: vi.fn(), onSave: vi.fn(), onShare: vi.fn(),
};

describe('referral poster', () => {
  it('shows the poster image with the invite link and code, and saves or shares it', async () => {
    renderView(<PosterView {...base} />);
    expect(screen.getByRole('img', { name: 'Invite poster with the QR code of http://x/home?invite=K7Q2M9XA' })).toHaveAttribute('src', 'blob:poster');
    expect(screen.getByText('K7Q2M9XA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save poster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share poster' }));
    expect(base.onSave).toHaveBeenCalled();
    expect(base.onShare).toHaveBeenCalled();
  });

  it('without Web Share for files only saving is offered; while drawing, saving waits', () => {
    const { rerender } = renderView(<PosterView {...base} canShare={false} />);
    expect(screen.queryByRole('button', { name: 'Share poster' })).not.toBeInTheDocument();
    rerender(<PosterView {...base} posterUrl={null} />);
    expect(screen.getByText('Drawing your poster...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save poster' })).toBeDisabled();
  });

  it('an anonymous visitor is asked to log in first', async () => {
    const onLogin = vi.fn();
    renderView(<PosterView {...base} loggedIn={false} invite={null} onLogin={onLogin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalled();
  });

  it("asks a visitor in the borrower's language (Bemba) to log in, the amount unchanged", async () => {
    renderView(<PosterView {...base} loggedIn={false} invite={null} />, { state: { appState: { lang: 'bem' } } });
    expect(await screen.findByText(/Ingileni pa kupoka linki na poster fyenu ifya kwita abanenu\. .* K20 pa bilu/)).toBeInTheDocument();
    expect(screen.queryByText(/Log in to get your own invite link/)).not.toBeInTheDocument();
  });
});
