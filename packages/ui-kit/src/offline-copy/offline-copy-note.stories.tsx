import type { Meta, StoryObj } from '@storybook/react-vite';

import { OfflineCopyNote } from './offline-copy-note';

const meta: Meta<typeof OfflineCopyNote> = { title: 'ui-kit/OfflineCopyNote', component: OfflineCopyNote };
export default meta;

type Story = StoryObj<typeof OfflineCopyNote>;
export const BillsFromThisMorning: Story = { args: { savedAt: Date.parse('2026-11-27T07:41:00Z') } };
