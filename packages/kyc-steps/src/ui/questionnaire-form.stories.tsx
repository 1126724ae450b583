import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { ANSWER_REQUIRED } from '../model/questionnaire';
import { blocksWhileSubmitting, showsEveryError, submitsOnNext } from '../stories/form-plays';
import { QuestionnaireForm } from './questionnaire-form';

const questions = [
  { id: 'purpose', title: 'What is the loan for?', options: [{ value: 'school', label: 'School fees' }, { value: 'stock', label: 'Business stock' }, { value: 'health', label: 'Medical bills' }] },
  { id: 'home', title: 'Do you own your home?', options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] },
];

const meta: Meta<typeof QuestionnaireForm> = {
  title: 'kyc-steps/Questionnaire',
  component: QuestionnaireForm,
  args: { questions, answers: {}, errors: {}, onChange: fn(), onSubmit: fn() },
};
export default meta;
type Story = StoryObj<typeof QuestionnaireForm>;

export const Empty: Story = {};
export const Filled: Story = { play: submitsOnNext, args: { answers: { purpose: 'stock', home: 'no' } } };
export const Errors: Story = { play: showsEveryError, args: { answers: { purpose: 'stock' }, errors: { home: ANSWER_REQUIRED } } };
export const Submitting: Story = { play: blocksWhileSubmitting, args: { answers: { purpose: 'stock', home: 'no' }, submitting: true } };
