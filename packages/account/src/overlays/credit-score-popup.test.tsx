import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeStore, renderWithProviders } from '@pocket/testing/render';

import { CreditScorePopup } from './credit-score-popup';

describe('credit score popup (docs/product.md#global-overlays)', { timeout: 15_000 }, () => {
  it('shows the static credit score text and closes with OK', async () => {
    const store = makeStore({ overlays: { creditScore: { open: true } } });
    const { user } = await renderWithProviders(<CreditScorePopup />, { store });
    expect(await screen.findByText(/Your Pocket credit score reflects how you have borrowed and repaid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(store.getState().overlays.creditScore?.open).toBe(false));
    expect(store.getState().appState.scoreDescriptionShow).toBe(false);
  });

  it('stays hidden while closed', async () => {
    await renderWithProviders(<CreditScorePopup />);
    expect(screen.queryByText(/Your Pocket credit score/)).not.toBeInTheDocument();
  });
});
