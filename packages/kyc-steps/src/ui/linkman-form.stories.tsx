import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { MSG } from '../lib/rules/messages';
import { EMPTY_LINKMAN } from '../model/forms';
import { blocksWhileSubmitting, showsEveryError, submitsOnNext } from '../stories/form-plays';
import { LinkmanFormView } from './linkman-form';

const meta: Meta<typeof LinkmanFormView> = {
  title: 'kyc-steps/Emergency Contact',
  component: LinkmanFormView,
  args: { values: EMPTY_LINKMAN, errors: {}, onChange: fn(), onSubmit: fn() },
};
export default meta;
type Story = StoryObj<typeof LinkmanFormView>;

export const Empty: Story = {};
export const Filled: Story = { play: submitsOnNext,
  args: {
    values: { name1: 'Bwalya Phiri', relationship1: 'parent', mobile1: '0971111111', name2: 'Mutale Zulu', relationship2: 'friend', mobile2: '0962222222' },
  },
};
export const Errors: Story = { play: showsEveryError,
  args: {
    values: { ...EMPTY_LINKMAN, mobile1: '0955555555', mobile2: '096' },
    errors: {
      name1: MSG.contactNameEmpty,
      relationship1: MSG.relationshipEmpty,
      mobile1: MSG.contactIsSelf,
      name2: MSG.contactNameEmpty,
      mobile2: 'Please enter the correct 10-digit phone number（0XXXXXXXXX）（请填写正确的电话）',
    },
  },
};
export const Submitting: Story = { play: blocksWhileSubmitting, args: { ...Filled.args, submitting: true } };
