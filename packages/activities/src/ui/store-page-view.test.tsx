import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StorePageView } from './store-page-view';

describe('Google Play (/details)', () => {
  it('shows the package name and the alternate channel link from the channel call', () => {
    render(<StorePageView packageName="zm.co.pocket.app" appDownloadLink="/?source=pwa&appChannelCode=h5" alternateChannelDownloadLink="https://play.google.com/store/apps/details?id=zm.co.pocket.app" />);
    expect(screen.getByText('zm.co.pocket.app')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=zm.co.pocket.app');
  });

  it('waits for the links while the channel call is in flight', () => {
    render(<StorePageView packageName="" appDownloadLink="" alternateChannelDownloadLink="" />);
    expect(screen.getByText('Loading download links...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });
});
