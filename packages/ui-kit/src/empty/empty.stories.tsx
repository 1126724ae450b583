import type { Meta, StoryObj } from '@storybook/react-vite';

import { Empty } from './empty';

const meta: Meta<typeof Empty> = { title: 'ui-kit/Empty', component: Empty };
export default meta;
type Story = StoryObj<typeof Empty>;

export const Nothing: Story = { args: { description: 'There are no bills to repay for this number' } };
export const Failed: Story = { args: { image: 'error', description: 'Loading failed, please try again' } };
export const Offline: Story = { args: { image: 'network', description: 'Network error, please try again' } };
export const NothingFound: Story = { args: { image: 'search', description: 'Nothing found' } };
