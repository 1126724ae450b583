import { type Say, useText } from '@pocket/app-core/i18n';
import { CORRECTION_FIELDS, CORRECTION_TEXT_MAX, CORRECTION_TEXT_MIN, CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';
import type { CorrectionField } from '@pocket/contracts/api/data-rights';


import { ChoiceAndTextForm } from './choice-and-text-form';
import type { ChoiceAndTextSpec } from './choice-and-text-form';

export const CORRECTION_FORM_TEXT = {
  title: 'Ask for a correction',
  field: 'What is wrong?',
  chooseField: 'Please choose what is wrong',
  text: 'What should it say instead?',
  send: 'Send request',
} as const;

export interface CorrectionDraft {
  field: CorrectionField;
  text: string;
}

/** The form's words in the borrower's language. */
const specIn = (t: Say): ChoiceAndTextSpec<CorrectionField> => ({
  title: t(CORRECTION_FORM_TEXT.title),
  choices: Object.fromEntries(Object.entries(CORRECTION_FIELDS).map(([value, correctionField]) => [value, t(correctionField)])) as Record<CorrectionField, string>,
  choiceLegend: t(CORRECTION_FORM_TEXT.field),
  chooseError: t(CORRECTION_FORM_TEXT.chooseField),
  textLabel: t(CORRECTION_FORM_TEXT.text),
  textId: 'correction-text',
  rows: 4,
  minLength: CORRECTION_TEXT_MIN,
  maxLength: CORRECTION_TEXT_MAX,
  tooShort: t(CORRECTION_TEXT_TOO_SHORT),
  send: t(CORRECTION_FORM_TEXT.send),
});

/** The correction request: which part of the data is wrong, and what is right (5 to 1,000 characters). */
export function CorrectionForm({ sending, onSend }: { sending: boolean; onSend: (draft: CorrectionDraft) => Promise<boolean> }) {
  const t = useText();
  return <ChoiceAndTextForm spec={specIn(t)} sending={sending} onSend={(field, text) => onSend({ field, text })} />;
}
