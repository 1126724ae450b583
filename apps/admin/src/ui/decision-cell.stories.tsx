import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DecisionCell } from './decision-cell';

const meta: Meta<typeof DecisionCell> = {
  title: 'desk/DecisionCell',
  component: DecisionCell,
  args: { open: true, mine: false, checker: 'another finance member', decision: { busy: false, approve: fn(), startRejecting: fn() } },
  decorators: [
    (Story) => (
      <table>
        <tbody>
          <tr>
            <Story />
          </tr>
        </tbody>
      </table>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof DecisionCell>;

/** Someone else's open request: approve or reject. */
export const ToCheck: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.decision?.approve).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.decision?.startRejecting).toHaveBeenCalledOnce();
  },
};

/** The maker's own request: nobody checks their own, so there is nothing to press. */
export const Mine: Story = {
  args: { mine: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your request: another finance member checks it.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** While the approval is on its way, it cannot be sent twice. */
export const Approving: Story = {
  args: { decision: { busy: true, approve: fn(), startRejecting: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** A decided request has no actions. */
export const Decided: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
