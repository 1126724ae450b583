import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Radio } from 'react-vant';

import { palette } from '@pocket/ui-kit/palette';

/** What a choice-and-text request says and allows (a complaint, a correction request). */
export interface ChoiceAndTextSpec<C extends string> {
  /** The form's accessible name. */
  title: string;
  /** The choices, by value, with the label the borrower reads. */
  choices: Readonly<Record<C, string>>;
  choiceLegend: string;
  /** Said when nothing is chosen. */
  chooseError: string;
  textLabel: string;
  /** The textarea's id (unique on the page). */
  textId: string;
  rows: number;
  minLength: number;
  maxLength: number;
  /** Said when the text is shorter than minLength. */
  tooShort: string;
  send: string;
}

/**
 * A request the borrower writes: one choice and a text, both checked before sending, with the problems said beside the
 * fields; emptied once the request was accepted (onSend answers true).
 */
export function ChoiceAndTextForm<C extends string>({ spec, sending, onSend, children }: {
  spec: ChoiceAndTextSpec<C>;
  sending: boolean;
  onSend: (choice: C, text: string) => Promise<boolean>;
  /** Shown above the choices (e.g. the loan the request is about). */
  children?: ReactNode;
}) {
  const [choice, setChoice] = useState<C | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ choice?: string; text?: string }>({});
  const submit = async () => {
    const found = { ...(choice ? {} : { choice: spec.chooseError }), ...(text.trim().length < spec.minLength ? { text: spec.tooShort } : {}) };
    setErrors(found);
    if (found.choice || found.text || !choice) return;
    if (await onSend(choice, text.trim())) {
      setChoice('');
      setText('');
    }
  };
  return (
    <form
      noValidate
      aria-label={spec.title}
      style={{ padding: '0 16px 16px' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      <fieldset style={{ border: 0, margin: 0, padding: '8px 0' }}>
        <legend style={{ fontSize: 14, fontWeight: 600 }}>{spec.choiceLegend}</legend>
        <Radio.Group value={choice} onChange={(v) => setChoice(String(v) as C)}>
          {(Object.entries(spec.choices) as [C, string][]).map(([value, label]) => (
            <Radio key={value} name={value} style={{ padding: '10px 0' }}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
        {errors.choice && (
          <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
            {errors.choice}
          </p>
        )}
      </fieldset>
      <label style={{ display: 'block', fontSize: 14, fontWeight: 600, margin: '8px 0 4px' }} htmlFor={spec.textId}>
        {spec.textLabel}
      </label>
      <textarea
        id={spec.textId}
        rows={spec.rows}
        maxLength={spec.maxLength}
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
        {spec.send}
      </Button>
    </form>
  );
}
