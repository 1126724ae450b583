import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { palette } from '@pocket/ui-kit/palette';

import { MSG } from '../lib/rules/messages';
import { EMPTY_IDENTITY } from '../model/forms';
import { blocksWhileSubmitting, showsEveryError, submitsOnNext } from '../stories/form-plays';
import { IdentityFormView } from './identity-form';

const idle = { state: { status: 'idle' as const }, canRetry: false, onChoose: fn(), onRetry: fn() };
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${palette.illustrationBlueLight}"/><text x="20" y="100">NRC</text></svg>`);

const meta: Meta<typeof IdentityFormView> = {
  title: 'kyc-steps/Identity Information',
  component: IdentityFormView,
  args: { values: EMPTY_IDENTITY, errors: {}, onChange: fn(), onSubmit: fn(), front: idle, back: idle, maxBirthDate: '2008-11-22' },
};
export default meta;
type Story = StoryObj<typeof IdentityFormView>;

export const Empty: Story = {};
export const Filled: Story = { play: submitsOnNext,
  args: {
    values: {
      nrcNumber: '123456/78/1',
      firstName: 'Chanda',
      lastName: 'Mwale',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      nrcFrontId: 'upl_front',
      nrcBackId: 'upl_back',
    },
  },
};
export const Errors: Story = { play: showsEveryError,
  args: {
    values: { ...EMPTY_IDENTITY, nrcNumber: '12345/6', firstName: 'Chanda2', dateOfBirth: '2012-01-01' },
    errors: {
      nrcNumber: MSG.nrcInvalid,
      firstName: MSG.nameLetters,
      lastName: MSG.lastNameEmpty,
      dateOfBirth: MSG.dobMinor,
      gender: MSG.genderEmpty,
      nrcFrontId: MSG.nrcFrontEmpty,
      nrcBackId: MSG.nrcBackEmpty,
    },
  },
};
export const Uploading: Story = {
  args: {
    front: { ...idle, state: { status: 'uploading', percent: 42, attempt: 1 } },
    back: { ...idle, state: { status: 'done', id: 'upl_back', preview: PHOTO } },
  },
};
export const UploadFailed: Story = {
  args: {
    front: { ...idle, canRetry: true, state: { status: 'failed', problem: 'unsent' } },
  },
};
export const Submitting: Story = { play: blocksWhileSubmitting, args: { ...Filled.args, submitting: true } };
