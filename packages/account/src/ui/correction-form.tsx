import { useState } from 'react';
import { Button, Radio } from 'react-vant';

import { CORRECTION_FIELDS, CORRECTION_TEXT_MAX, CORRECTION_TEXT_MIN, CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';
import type { CorrectionField } from '@pocket/contracts/api/data-rights';
import { palette } from '@pocket/ui-kit/palette';

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

/** The correction request: which part of the data is wrong, and what is right (5 to 1,000 characters). */
export function CorrectionForm({ sending, onSend }: { sending: boolean; onSend: (draft: CorrectionDraft) => Promise<boolean> }) {
  const [field, setField] = useState<CorrectionField | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ field?: string; text?: string }>({});
  const submit = async () => {
    const found = { ...(field ? {} : { field: CORRECTION_FORM_TEXT.chooseField }), ...(text.trim().length < CORRECTION_TEXT_MIN ? { text: CORRECTION_TEXT_TOO_SHORT } : {}) };
    setErrors(found);
    if (found.field || found.text || !field) return;
    if (await onSend({ field, text: text.trim() })) {
      setField('');
      setText('');
    }
  };
  return (
    <form
      noValidate
      aria-label={CORRECTION_FORM_TEXT.title}
      style={{ padding: '0 16px 16px' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset style={{ border: 0, margin: 0, padding: '8px 0' }}>
        <legend style={{ fontSize: 14, fontWeight: 600 }}>{CORRECTION_FORM_TEXT.field}</legend>
        <Radio.Group value={field} onChange={(v) => setField(String(v) as CorrectionField)}>
          {(Object.entries(CORRECTION_FIELDS) as [CorrectionField, string][]).map(([value, label]) => (
            <Radio key={value} name={value} style={{ padding: '10px 0' }}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
        {errors.field && (
          <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
            {errors.field}
          </p>
        )}
      </fieldset>
      <label style={{ display: 'block', fontSize: 14, fontWeight: 600, margin: '8px 0 4px' }} htmlFor="correction-text">
        {CORRECTION_FORM_TEXT.text}
      </label>
      <textarea
        id="correction-text"
        rows={4}
        maxLength={CORRECTION_TEXT_MAX}
        value={text}
        aria-invalid={errors.text ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        style={{ width: '100%', boxSizing: 'border-box', padding: 8, fontSize: 14, border: `1px solid ${palette.textSecondary}`, borderRadius: 8 }}
      />
      {errors.text && (
        <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
          {errors.text}
        </p>
      )}
      <Button type="primary" round block nativeType="submit" loading={sending} style={{ marginTop: 12 }}>
        {CORRECTION_FORM_TEXT.send}
      </Button>
    </form>
  );
}
