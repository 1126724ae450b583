import { useState } from 'react';
import { Button, Radio } from 'react-vant';

import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';
import type { ComplaintCategory } from '@pocket/contracts/api/complaints';
import { palette } from '@pocket/ui-kit/palette';

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

/** The complaint form: what it is about, what happened (10 to 1,000 characters); the loan it is about, if opened from one. */
export function ComplaintForm({ orderId, sending, onSend }: { orderId: number | null; sending: boolean; onSend: (draft: ComplaintDraft) => Promise<boolean> }) {
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ category?: string; text?: string }>({});
  const submit = async () => {
    const found = { ...(category ? {} : { category: COMPLAINT_FORM_TEXT.chooseCategory }), ...(text.trim().length < COMPLAINT_TEXT_MIN ? { text: COMPLAINT_TEXT_TOO_SHORT } : {}) };
    setErrors(found);
    if (found.category || found.text || !category) return;
    if (await onSend({ category, text: text.trim() })) {
      setCategory('');
      setText('');
    }
  };
  return (
    <form
      noValidate
      aria-label={COMPLAINT_FORM_TEXT.title}
      style={{ padding: '0 16px 16px' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {orderId !== null && <p data-testid="complaint-about">{COMPLAINT_FORM_TEXT.about(orderId)}</p>}
      <fieldset style={{ border: 0, margin: 0, padding: '8px 0' }}>
        <legend style={{ fontSize: 14, fontWeight: 600 }}>{COMPLAINT_FORM_TEXT.category}</legend>
        <Radio.Group value={category} onChange={(v) => setCategory(String(v) as ComplaintCategory)}>
          {(Object.entries(COMPLAINT_CATEGORIES) as [ComplaintCategory, string][]).map(([value, label]) => (
            <Radio key={value} name={value} style={{ padding: '10px 0' }}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
        {errors.category && (
          <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
            {errors.category}
          </p>
        )}
      </fieldset>
      <label style={{ display: 'block', fontSize: 14, fontWeight: 600, margin: '8px 0 4px' }} htmlFor="complaint-text">
        {COMPLAINT_FORM_TEXT.text}
      </label>
      <textarea
        id="complaint-text"
        rows={5}
        maxLength={COMPLAINT_TEXT_MAX}
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
        {COMPLAINT_FORM_TEXT.send}
      </Button>
    </form>
  );
}
