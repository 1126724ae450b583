import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { OrderProgress } from './order-progress';

describe('OrderProgress (never a blank wait)', () => {
  it('says the application is being reviewed while REVIEWING', () => {
    renderView(<OrderProgress status="REVIEWING" />);
    expect(screen.getByRole('status')).toHaveTextContent('being reviewed');
  });

  it("priority review is shown on a VIP member's order", () => {
    const { unmount } = renderView(<OrderProgress status="REVIEWING" priorityReview />);
    expect(screen.getByTestId('priority-review')).toHaveTextContent('Priority review (VIP)');
    unmount();
    renderView(<OrderProgress status="REVIEWING" />);
    expect(screen.queryByTestId('priority-review')).not.toBeInTheDocument();
  });

  it('says the money is on its way while DISBURSING', () => {
    renderView(<OrderProgress status="DISBURSING" />);
    expect(screen.getByRole('status')).toHaveTextContent('on its way to your wallet');
  });

  it('shows the amount received once the loan is REPAYING', () => {
    renderView(<OrderProgress status="REPAYING" received={98_000} wallet="096****567" onViewBill={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Money received.');
    expect(screen.getByRole('status')).toHaveTextContent('K980.00 sent to 096****567');
    expect(screen.getByRole('button', { name: 'View my bill' })).toBeInTheDocument();
  });

  it('explains a rejection and offers the way home', () => {
    renderView(<OrderProgress status="REJECTED" onHome={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('not approved');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });
});
