import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';

import { makeCoreStore } from '../app-state/core-store.test-helpers';
import { openOverlay } from './overlays.slice';
import { useOverlay } from './use-overlay';

function RepayProbe() {
  const repay = useOverlay('repay');
  return (
    <div>
      <p>{repay.open ? `open for order ${String(repay.params?.orderId)}` : 'closed'}</p>
      <button onClick={() => repay.show({ orderId: 9 })}>show</button>
      <button onClick={repay.close}>close</button>
    </div>
  );
}

describe('useOverlay', () => {
  it('gives the open flag and params and closes the overlay', async () => {
    const store = makeCoreStore();
    render(
      <Provider store={store}>
        <RepayProbe />
      </Provider>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByText('open for order 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    store.dispatch(openOverlay({ id: 'repay', params: { orderId: 3 } }));
    expect(await screen.findByText('open for order 3')).toBeInTheDocument();
  });
});
