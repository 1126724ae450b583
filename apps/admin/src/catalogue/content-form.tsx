import { useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';

export type FieldSpec = { key: string; label: string; type?: 'text' | 'textarea' | 'date' | 'datetime-local' | 'checkbox' | 'number' };
export type Values = Record<string, string | boolean>;

/**
 * A desk form over a few fields that saves with one POST (`url`), with `toBody` turning the typed values into the
 * contract's body or naming the field to correct; the server's refusal shows as it says it.
 */
export function ContentForm({ title, fields, initial, url, toBody, onSaved, onCancel, submitLabel = 'Save', extra }: {
  title: string;
  fields: FieldSpec[];
  initial: Values;
  url: string;
  toBody: (values: Values) => Record<string, unknown> | string;
  onSaved: () => void;
  onCancel?: () => void;
  submitLabel?: string;
  extra?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    mutate({ url, method: 'post', values: body }, { onSuccess: onSaved });
  };
  const message = problem ?? mutation.error?.message ?? null;
  return (
    <form className="card" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <div className="filters">
        {fields.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            {f.type === 'textarea' ? (
              <textarea id={`${id}-${f.key}`} rows={3} value={String(values[f.key] ?? '')} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />
            ) : f.type === 'checkbox' ? (
              <input id={`${id}-${f.key}`} type="checkbox" checked={values[f.key] === true} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked }))} />
            ) : (
              <input id={`${id}-${f.key}`} type={f.type ?? 'text'} value={String(values[f.key] ?? '')} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />
            )}
          </div>
        ))}
      </div>
      {extra}
      {message ? (
        <p role="alert" className="error">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

const LUSAKA_MS = 2 * 60 * 60 * 1000;
/** A server instant as a Lusaka date-time input value (`2026-12-01T08:00`). */
export const lusakaInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + LUSAKA_MS).toISOString().slice(0, 16) : '');
/** A Lusaka date-time input value as an instant with its offset (`2026-12-01T08:00:00+02:00`); null when empty. */
export const fromLusakaInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+02:00` : null);
/** How staff read a server instant in Lusaka time: `2026-12-01 08:00`. */
export const lusakaText = (iso: string | null) => (iso ? lusakaInput(iso).replace('T', ' ') : 'no limit');
