import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ReasonForm } from './reason-form';

const meta: Meta<typeof ReasonForm> = {
  title: 'desk/ReasonForm',
  component: ReasonForm,
  args: { title: 'Disable ana@pocket.test', submitLabel: 'Disable', onSubmit: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof ReasonForm>;

/** A reason shorter than 3 characters is refused in words that say why; a good one is sent trimmed. */
export const AsksForAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Disable ana@pocket.test' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reason (kept in the audit)'), 'no');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Say why (at least 3 characters): it is kept in the audit.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Reason (kept in the audit)'), 't on the team  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('not on the team');
  },
};

/** While the request is on its way the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** The server's refusal, shown where the person is looking. */
export const Refused: Story = {
  args: { error: 'You cannot disable your own account.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You cannot disable your own account.');
  },
};

/** Another text than an audit reason: a complaint's answer, with its own rules. */
export const ComplaintAnswer: Story = {
  args: {
    title: 'Answer PKT-C-000042',
    submitLabel: 'Send the answer',
    field: { label: 'Answer (the borrower reads it)', minLength: 10, tooShort: 'Write at least 10 characters.', maxLength: 1000, rows: 4 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Answer (the borrower reads it)')).toHaveAttribute('maxlength', '1000');
  },
};
