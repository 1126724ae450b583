import type { Meta, StoryObj } from '@storybook/react-vite';

import { palette } from '../palette/palette';
import { LayoutRoot } from './layout-root';

const meta: Meta<typeof LayoutRoot> = { title: 'ui-kit/LayoutRoot', component: LayoutRoot };
export default meta;

export const WithContent: StoryObj<typeof LayoutRoot> = {
  args: { children: <div style={{ background: palette.blueSurface, padding: 16 }}>Capped at 750 px on a wide screen</div> },
};
