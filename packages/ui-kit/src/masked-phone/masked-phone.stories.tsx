import type { Meta, StoryObj } from '@storybook/react-vite';

import { MaskedPhone } from './masked-phone';

const meta: Meta<typeof MaskedPhone> = { title: 'ui-kit/MaskedPhone', component: MaskedPhone };
export default meta;

export const Masked: StoryObj<typeof MaskedPhone> = { args: { mobile: '0971234567' } };
