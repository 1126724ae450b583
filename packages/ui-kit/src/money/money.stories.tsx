import type { Meta, StoryObj } from '@storybook/react-vite';

import { Money } from './money';

const meta: Meta<typeof Money> = { title: 'ui-kit/Money', component: Money };
export default meta;

export const ThousandsAndNgwee: StoryObj<typeof Money> = { args: { ngwee: 105_050 } };
export const WholeKwacha: StoryObj<typeof Money> = { args: { ngwee: 50_000 } };
