import type { Meta, StoryObj } from '@storybook/react-vite';

import { StoryApp } from '../stories/story-app';
import { LoanContractPage } from './loan-contract-page';

const meta: Meta<typeof StoryApp> = { title: 'account/LoanContractPage', component: StoryApp };
export default meta;

export const Template: StoryObj<typeof StoryApp> = { args: { page: LoanContractPage, route: '/al' } };
