import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';
import type { ComplaintCategory } from '@pocket/contracts/api/complaints';

import { ChoiceAndTextForm } from './choice-and-text-form';
import type { ChoiceAndTextSpec } from './choice-and-text-form';

export const COMPLAINT_FORM_TEXT = {
  title: 'Write to us',
  category: 'What is it about?',
  chooseCategory: 'Please choose what your complaint is about',
  text: 'What happened?',
  about: (orderId: number) => `About your loan ${orderId}`,
  send: 'Send',
} as const;

export interface ComplaintDraft {
  category: ComplaintCategory;
  text: string;
}

const SPEC: ChoiceAndTextSpec<ComplaintCategory> = {
  title: COMPLAINT_FORM_TEXT.title,
  choices: COMPLAINT_CATEGORIES,
  choiceLegend: COMPLAINT_FORM_TEXT.category,
  chooseError: COMPLAINT_FORM_TEXT.chooseCategory,
  textLabel: COMPLAINT_FORM_TEXT.text,
  textId: 'complaint-text',
  rows: 5,
  minLength: COMPLAINT_TEXT_MIN,
  maxLength: COMPLAINT_TEXT_MAX,
  tooShort: COMPLAINT_TEXT_TOO_SHORT,
  send: COMPLAINT_FORM_TEXT.send,
};

/** The complaint form: what it is about, what happened (10 to 1,000 characters); the loan it is about, if opened from one. */
export function ComplaintForm({ orderId, sending, onSend }: { orderId: number | null; sending: boolean; onSend: (draft: ComplaintDraft) => Promise<boolean> }) {
  return (
    <ChoiceAndTextForm spec={SPEC} sending={sending} onSend={(category, text) => onSend({ category, text })}>
      {orderId !== null && <p data-testid="complaint-about">{COMPLAINT_FORM_TEXT.about(orderId)}</p>}
    </ChoiceAndTextForm>
  );
}
