import type { Meta, StoryObj } from '@storybook/react-vite';

import { CorrectionList } from './correction-list';

const meta: Meta<typeof CorrectionList> = { title: 'account/CorrectionList', component: CorrectionList };
export default meta;

type Story = StoryObj<typeof CorrectionList>;
export const WaitingAndAnswered: Story = {
  args: {
    items: [
      { reference: 'COR-000008', field: 'work', text: 'I changed employer in October.', status: 'OPEN', createdAt: '2026-11-27T08:00:00.000Z', answer: null, corrected: false, answeredAt: null },
      { reference: 'COR-000007', field: 'fullName', text: 'My name is spelt Mwansa, not Mwanza.', status: 'ANSWERED', createdAt: '2026-11-20T08:00:00.000Z', answer: 'We corrected your name. Thank you for telling us.', corrected: true, answeredAt: '2026-11-21T12:30:00.000Z' },
    ],
  },
};
export const None: Story = { args: { items: [] } };
