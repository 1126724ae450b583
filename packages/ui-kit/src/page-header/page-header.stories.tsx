import type { Meta, StoryObj } from '@storybook/react-vite';

import { PageHeader } from './page-header';

const meta: Meta<typeof PageHeader> = { title: 'ui-kit/PageHeader', component: PageHeader };
export default meta;

export const BillingDetails: StoryObj<typeof PageHeader> = { args: { title: 'Billing Details', onBack: () => {} } };
