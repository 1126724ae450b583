import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { MSG } from '../lib/rules/messages';
import { EMPTY_BASE } from '../model/forms';
import { showsEveryError, submitsOnNext } from '../stories/form-plays';
import { BaseFormView } from './base-form';

const provinces = ['Central', 'Copperbelt', 'Eastern', 'Luapula', 'Lusaka', 'Muchinga', 'Northern', 'North-Western', 'Southern', 'Western'].map(
  (label, i) => ({ value: String(i + 1), label }),
);
const districts = ['Chilanga', 'Chongwe', 'Kafue', 'Luangwa', 'Lusaka', 'Rufunsa', 'Shibuyunji', 'Chirundu'].map((label, i) => ({
  value: String(50 + i),
  label,
}));

const meta: Meta<typeof BaseFormView> = {
  title: 'kyc-steps/Personal information',
  component: BaseFormView,
  args: { values: EMPTY_BASE, errors: {}, onChange: fn(), onSubmit: fn(), provinces, districts: [] },
};
export default meta;
type Story = StoryObj<typeof BaseFormView>;

export const Empty: Story = {};
export const LoadingRegions: Story = { args: { provinces: [], regionsLoading: true } };
export const Filled: Story = { play: submitsOnNext,
  args: {
    districts,
    values: {
      maritalStatus: 'married',
      education: 'secondary',
      provinceId: '5',
      provinceName: 'Lusaka',
      districtId: '54',
      districtName: 'Lusaka',
      address: 'Plot 12, Kabulonga Road',
      email: 'chanda@example.com',
    },
  },
};
export const Errors: Story = { play: showsEveryError,
  args: {
    values: { ...EMPTY_BASE, email: 'chanda@' },
    errors: { maritalStatus: MSG.maritalEmpty, education: MSG.educationEmpty, districtId: MSG.regionEmpty, address: MSG.addressEmpty, email: MSG.emailInvalid },
  },
};
