import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sayWith } from '@pocket/app-core/say';
import { renderView } from '@pocket/testing/render-view';

import { StorePageView, storeStats } from './store-page-view';

const links = { packageName: 'zm.co.pocket.app', appDownloadLink: '/?source=pwa&appChannelCode=h5', alternateChannelDownloadLink: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app' };
const none = { rating: null, ratingCount: null, downloads: null, contentRating: null, containsAds: false, inAppPurchases: false };

describe('Google Play (/details)', () => {
  it('shows the package name and the alternate channel link from the channel call', () => {
    renderView(<StorePageView {...links} figures={null} />);
    expect(screen.getByText('zm.co.pocket.app')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=zm.co.pocket.app');
  });

  it('waits for the links while the channel call is in flight', () => {
    renderView(<StorePageView packageName="" appDownloadLink="" alternateChannelDownloadLink="" figures={null} />);
    expect(screen.getByText('Loading download links...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('claims no rating, count, download figure or ads when marketing entered none', () => {
    const { container } = renderView(<StorePageView {...links} figures={none} />);
    expect(container.textContent).not.toMatch(/★|reviews|Downloads|Rated|Contains ads|In-app purchases|\d+K\+/);
  });

  it('shows exactly the figures entered', () => {
    renderView(<StorePageView {...links} figures={{ rating: 4.2, ratingCount: 318, downloads: '10K+', contentRating: 'Rated for 18+', containsAds: true, inAppPurchases: false }} />);
    expect(screen.getByText('4.2★')).toBeInTheDocument();
    expect(screen.getByText('318 reviews')).toBeInTheDocument();
    expect(screen.getByText('10K+')).toBeInTheDocument();
    expect(screen.getByText('Rated for 18+')).toBeInTheDocument();
    expect(screen.getByText('Contains ads')).toBeInTheDocument();
    expect(screen.queryByText(/In-app purchases/)).toBeNull();
    expect(storeStats({ ...none, downloads: '500+' }, sayWith('en'))).toEqual([['500+', 'Downloads']]);
  });
});
