import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { renderView } from '@pocket/testing/render-view';

import { InstallOfferView } from './install-offer-view';
import type { InstallOfferViewProps } from './install-offer-view';

const props = (offer: InstallOfferViewProps['offer']): InstallOfferViewProps => ({
  offer,
  appChannelCode: 'WM2',
  prompt: vi.fn(() => Promise.resolve('accepted' as const)),
  track: vi.fn(() => Promise.resolve()),
  redirect: vi.fn(),
  onClose: vi.fn(),
});

describe("the install offer in the borrower's language (issue 48)", () => {
  it("the 'Add To Desktop' popup in Nyanja: title, message, Install and the close button's name; no English left", async () => {
    renderView(<InstallOfferView {...props('prompt')} />, { state: { appState: { lang: 'ny' } } });
    expect(await screen.findByRole('heading', { name: 'Ikani pa Desktop' })).toBeInTheDocument();
    expect(screen.getByText('Sungani Pocket pa desktop yanu kuti muwunikidwe mwachangu ndi kutenga ndalama mosavuta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ikani' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tsekani' })).toBeInTheDocument();
    expect(catalogueEnglishIn(document.body, 'ny')).toEqual([]);
  });

  it("the iPhone's by-hand steps in Bemba, the app's menu names kept in quotes; no English left", async () => {
    renderView(<InstallOfferView {...props('ios')} />, { state: { appState: { lang: 'bem' } } });
    expect(await screen.findByText('Bikeni Pocket pa Home Screen yenu mu kutinya katatu:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tinyeni batani lya kwakanya', 'Saleni "Add to Home Screen"', 'Tinyeni "Add"']);
    expect(screen.getByRole('button', { name: 'Nacumfwa' })).toBeInTheDocument();
    expect(catalogueEnglishIn(document.body, 'bem')).toEqual([]);
  });
});
