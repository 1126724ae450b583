import type { Meta, StoryObj } from '@storybook/react-vite';

import { ComplaintList } from './complaint-list';

const meta: Meta<typeof ComplaintList> = { title: 'account/ComplaintList', component: ComplaintList };
export default meta;

type Story = StoryObj<typeof ComplaintList>;
export const WaitingAndAnswered: Story = {
  args: {
    items: [
      { reference: 'CMP-000008', category: 'payment', text: 'My payment of K300 left my wallet but the bill did not change.', orderId: 12, status: 'OPEN', createdAt: '2026-11-27T08:00:00.000Z', answerBy: '2026-11-29T08:00:00.000Z', answer: null, answeredAt: null },
      { reference: 'CMP-000007', category: 'charges', text: 'Why was I charged a penalty?', orderId: null, status: 'ANSWERED', createdAt: '2026-11-20T08:00:00.000Z', answerBy: '2026-11-22T08:00:00.000Z', answer: 'The bill was one day late; we have waived the penalty.', answeredAt: '2026-11-21T12:30:00.000Z' },
    ],
  },
};
export const None: Story = { args: { items: [] } };
