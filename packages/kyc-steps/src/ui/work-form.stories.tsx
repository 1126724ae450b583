import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { MSG } from '../lib/rules/messages';
import { EMPTY_WORK } from '../model/forms';
import { showsEveryError, submitsOnNext } from '../stories/form-plays';
import { WorkFormView } from './work-form';

const meta: Meta<typeof WorkFormView> = {
  title: 'kyc-steps/Work Information',
  component: WorkFormView,
  args: { values: EMPTY_WORK, errors: {}, onChange: fn(), onSubmit: fn() },
};
export default meta;
type Story = StoryObj<typeof WorkFormView>;

export const Empty: Story = {};
export const Filled: Story = { play: submitsOnNext,
  args: { values: { employmentType: 'full_time_employee', employerName: 'Zambia Sugar', monthlyIncome: '3000_5000', payDay: '25' } },
};
export const Student: Story = { args: { values: { ...EMPTY_WORK, employmentType: 'student', monthlyIncome: 'below_1500' } } };
export const Errors: Story = { play: showsEveryError,
  args: {
    values: { ...EMPTY_WORK, employmentType: 'self_employed', payDay: '32' },
    errors: { employerName: MSG.employerEmpty, monthlyIncome: MSG.incomeEmpty, payDay: MSG.payDayInvalid },
  },
};
