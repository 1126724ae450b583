import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';

import { makeStore } from '@pocket/testing/make-store';

import { HomeView } from './home-view';
import type { HomeViewProps } from './home-view';

const product = { productId: 1, name: 'Pocket Loan', minAmount: 20_000, maxAmount: 500_000, amountStep: 10_000, terms: [7, 14, 30] };

function setup(overrides: Partial<HomeViewProps> = {}) {
  const onAmountChange = vi.fn();
  const onTermChange = vi.fn();
  const onAction = vi.fn();
  render(
    <Provider store={makeStore()}>
    <HomeView
      limit={50_000}
      chooser={{ product, amount: 50_000, term: 14, limit: 50_000, onAmountChange, onTermChange }}
      estimate={{ received: 49_000, total: 58_000, dueDate: '2026-12-06' }}
      reminders={['Your bill of K580.00 is due on 2026-12-06']}
      action={{ kind: 'borrow', label: 'Apply now', to: '/borrow-plan' }}
      onAction={onAction}
      {...overrides}
    />
    </Provider>,
  );
  return { onAmountChange, onTermChange, onAction, user: userEvent.setup() };
}

describe('HomeView', () => {
  it('shows the limit, the live estimate and the bill reminders', () => {
    setup();
    expect(screen.getByText('Available limit')).toBeInTheDocument();
    expect(screen.getAllByText('K500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('K490.00')).toBeInTheDocument();
    expect(screen.getByText('K580.00')).toBeInTheDocument();
    expect(screen.getByText('Your bill of K580.00 is due on 2026-12-06')).toBeInTheDocument();
  });

  it('shows the amount range capped by the limit', () => {
    setup();
    expect(screen.getByText('K200.00 - K500.00')).toBeInTheDocument();
  });

  it('reports the amount chosen with the stepper in ngwee', async () => {
    const onAmountChange = vi.fn();
    const { user } = setup({
      chooser: { product, amount: 40_000, term: 14, limit: 50_000, onAmountChange, onTermChange: vi.fn() },
    });
    await user.click(document.querySelector('.rv-stepper__plus')!);
    expect(onAmountChange).toHaveBeenCalledWith(50_000);
  });

  it('offers each term of the product', async () => {
    const { user, onTermChange } = setup();
    await user.click(screen.getByText('30 days'));
    expect(onTermChange).toHaveBeenCalledWith(30);
  });

  it('has exactly one call to action', async () => {
    const { user, onAction } = setup();
    expect(screen.getAllByRole('button', { name: 'Apply now' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('says why there is no estimate when logged out', () => {
    setup({ estimate: null, limit: null });
    expect(screen.getByText('Log in to see your estimate')).toBeInTheDocument();
  });
});
