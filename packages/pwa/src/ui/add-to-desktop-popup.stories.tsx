import type { Meta, StoryObj } from '@storybook/react-vite';

import { AddToDesktopPopup } from './add-to-desktop-popup';

const meta = {
  title: 'pwa/Add To Desktop popup',
  component: AddToDesktopPopup,
  args: { visible: true, installing: false, onInstall: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof AddToDesktopPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};

/** While the browser's own install dialog is up. */
export const Installing: Story = { args: { installing: true } };
