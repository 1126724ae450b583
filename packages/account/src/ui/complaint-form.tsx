import { type Say, useText } from '@pocket/app-core/i18n';
import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';
import type { ComplaintCategory } from '@pocket/contracts/api/complaints';


import { ChoiceAndTextForm } from './choice-and-text-form';
import type { ChoiceAndTextSpec } from './choice-and-text-form';

export const COMPLAINT_FORM_TEXT = {
  title: 'Write to us',
  category: 'What is it about?',
  chooseCategory: 'Please choose what your complaint is about',
  text: 'What happened?',
  /** Said through `t` with `{orderId}`. */
  about: 'About your loan {orderId}',
  send: 'Send',
} as const;

export interface ComplaintDraft {
  category: ComplaintCategory;
  text: string;
}

/** The form's words in the borrower's language. */
const specIn = (t: Say): ChoiceAndTextSpec<ComplaintCategory> => ({
  title: t(COMPLAINT_FORM_TEXT.title),
  choices: Object.fromEntries(Object.entries(COMPLAINT_CATEGORIES).map(([value, complaintCategory]) => [value, t(complaintCategory)])) as Record<ComplaintCategory, string>,
  choiceLegend: t(COMPLAINT_FORM_TEXT.category),
  chooseError: t(COMPLAINT_FORM_TEXT.chooseCategory),
  textLabel: t(COMPLAINT_FORM_TEXT.text),
  textId: 'complaint-text',
  rows: 5,
  minLength: COMPLAINT_TEXT_MIN,
  maxLength: COMPLAINT_TEXT_MAX,
  tooShort: t(COMPLAINT_TEXT_TOO_SHORT),
  send: t(COMPLAINT_FORM_TEXT.send),
});

/** The complaint form: what it is about, what happened (10 to 1,000 characters); the loan it is about, if opened from one. */
export function ComplaintForm({ orderId, sending, onSend }: { orderId: number | null; sending: boolean; onSend: (draft: ComplaintDraft) => Promise<boolean> }) {
  const t = useText();
  return (
    <ChoiceAndTextForm spec={specIn(t)} sending={sending} onSend={(category, text) => onSend({ category, text })}>
      {orderId !== null && <p data-testid="complaint-about">{t(COMPLAINT_FORM_TEXT.about, { orderId })}</p>}
    </ChoiceAndTextForm>
  );
}
