import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { expect } from 'storybook/test';

import { FeatureSlot, FeatureSlotsProvider } from './feature-slot';
import type { SlotMap } from './slot-ids';

function OwnerPage({ slots }: { slots: SlotMap }) {
  return (
    <FeatureSlotsProvider slots={slots}>
      <h1 style={{ fontSize: 18, padding: 16 }}>Me</h1>
      <section aria-label="My loans">
        <FeatureSlot id="meLoans" fallback={<p>Loading the loans…</p>} />
      </section>
    </FeatureSlotsProvider>
  );
}

const Loans = () => <p>Loan 12: K1,050.50 due 6 Dec</p>;
const Offers = () => <p>VIP offer</p>;
const SlowLoans = lazy(() => new Promise<{ default: typeof Loans }>((resolve) => setTimeout(() => resolve({ default: Loans }), 300)));

const meta: Meta<typeof OwnerPage> = { title: 'app-core/FeatureSlot', component: OwnerPage };
export default meta;
type Story = StoryObj<typeof OwnerPage>;

/** Contributions render in the order of features.ts. */
export const TwoContributions: Story = {
  args: { slots: { meLoans: [Loans, Offers] } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'My loans' });
    await expect(section).toHaveTextContent(/Loan 12.*VIP offer/);
  },
};

/** A slot nobody fills renders nothing: the owner page works without the contributing feature. */
export const Empty: Story = {
  args: { slots: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My loans' })).toBeEmptyDOMElement();
  },
};

/** A lazily loaded contribution shows the fallback, then itself. */
export const Lazy: Story = {
  args: { slots: { meLoans: [SlowLoans] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the loans…')).toBeVisible();
    await expect(await canvas.findByText('Loan 12: K1,050.50 due 6 Dec')).toBeVisible();
  },
};
