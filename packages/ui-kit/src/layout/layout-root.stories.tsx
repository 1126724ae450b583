import type { Meta, StoryObj } from '@storybook/react-vite';

import { LayoutRoot } from './layout-root';

const meta: Meta<typeof LayoutRoot> = { title: 'ui-kit/LayoutRoot', component: LayoutRoot };
export default meta;

export const WithContent: StoryObj<typeof LayoutRoot> = {
  args: { children: <div style={{ background: '#eef3fd', padding: 16 }}>Capped at 750 px on a wide screen</div> },
};
