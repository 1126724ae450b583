import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { PageState } from './page-state';

const meta: Meta<typeof PageState> = {
  title: 'ui-kit/PageState',
  component: PageState,
  args: { loading: false, error: null, onRetry: fn(), children: <p style={{ padding: 16 }}>Content</p> },
};
export default meta;
type Story = StoryObj<typeof PageState>;

export const Content: Story = {};
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { error: 'Network error, please check your connection and try again' } };
export const Empty: Story = { args: { empty: 'No bills yet' } };
