import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';

import { FeatureSlot, FeatureSlotsProvider } from './feature-slot';

const Loans = () => <p>loans from borrow</p>;
const Extra = () => <p>another contribution</p>;

describe('FeatureSlot', () => {
  it('renders nothing when no feature contributed to the slot', () => {
    const { container } = render(
      <FeatureSlotsProvider slots={{}}>
        <FeatureSlot id="meLoans" />
      </FeatureSlotsProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing outside a provider', () => {
    const { container } = render(<FeatureSlot id="meLoans" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders every contribution to the slot in the order given', () => {
    render(
      <FeatureSlotsProvider slots={{ meLoans: [Loans, Extra] }}>
        <FeatureSlot id="meLoans" />
      </FeatureSlotsProvider>,
    );
    const texts = screen.getAllByText(/loans from borrow|another contribution/).map((el) => el.textContent);
    expect(texts).toEqual(['loans from borrow', 'another contribution']);
  });

  it('shows the fallback while a lazy contribution loads, then the contribution', async () => {
    let resolve: (module: { default: typeof Loans }) => void = () => {};
    const LazyLoans = lazy(() => new Promise<{ default: typeof Loans }>((r) => (resolve = r)));
    render(
      <FeatureSlotsProvider slots={{ meLoans: [LazyLoans] }}>
        <FeatureSlot id="meLoans" fallback={<p>loading slot</p>} />
      </FeatureSlotsProvider>,
    );
    expect(await screen.findByText('loading slot')).toBeInTheDocument();
    resolve({ default: Loans });
    expect(await screen.findByText('loans from borrow')).toBeInTheDocument();
    expect(screen.queryByText('loading slot')).not.toBeInTheDocument();
  });
});
