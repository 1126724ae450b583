import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { HomePhonesOffer } from './home-phones-offer';

describe('home offer (homeOffers slot)', () => {
  it('links the home page to the phones on stages', async () => {
    const onOpen = vi.fn();
    renderView(<HomePhonesOffer onOpen={onOpen} />);
    await userEvent.setup().click(screen.getByText('Phones on stages'));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
