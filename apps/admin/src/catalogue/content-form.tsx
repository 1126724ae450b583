import { useForm } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';

import { doneNotice } from '../providers/notification-provider';
import { FormEnd } from '../ui/form-end';
import { problemOf, useCheckedForm } from '../ui/use-checked-form';

export type FieldSpec = { key: string; label: string; type?: 'text' | 'textarea' | 'date' | 'datetime-local' | 'checkbox' | 'number' };
export type Values = Record<string, string | boolean>;

/** Fields of one kind (`type`) from their labels by key, in the order written: `[...fieldsOf('text', {...}), ...]`. */
export const fieldsOf = (type: NonNullable<FieldSpec['type']>, labels: Record<string, string>): FieldSpec[] => Object.entries(labels).map(([key, label]) => ({ key, label, type }));

interface FieldsProps {
  title: string;
  fields: FieldSpec[];
  initial: Values;
  toBody: (values: Values) => Record<string, unknown> | string;
  onCancel?: (() => void) | undefined;
  submitLabel?: string | undefined;
  extra?: ReactNode;
}

/** The fields' labels by key: a refusal of the call's schema names the field as the form labels it. */
const labelsOf = (fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.key, f.label]));

/**
 * A desk form over a few fields: `toBody` turns the typed values into the call's body (or names a field it cannot read,
 * such as an amount that is no amount); `save` sends the body, checked first by the call's schema; the refusal
 * (`refusal`) shows as the schema or the server says it.
 */
function ContentFields({ title, fields, initial, toBody, onCancel, submitLabel = 'Save', extra, save, pending, refusal }: FieldsProps & {
  save: (body: Record<string, unknown>) => void;
  pending: boolean;
  refusal: string | null;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    save(body);
  };
  const message = problem ?? refusal;
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
      <FormEnd message={message} busy={pending} submitLabel={submitLabel} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}

/**
 * A desk form whose call is its own resource's create (providers/resource-calls.ts: a request for approval, a settings
 * page, a change of a record's look), sent through Refine's form and checked first by the call's own zod `schema`: a
 * refusal names the field and nothing is sent; what is sent is the schema's output. An id in the path goes in `params`.
 */
export function ContentForm({ resource, schema, params, onSaved, ...props }: FieldsProps & { resource: string; schema: z.ZodType; params?: Record<string, string | number>; onSaved: () => void }) {
  const form = useCheckedForm(resource, schema, { labels: labelsOf(props.fields), ...(params ? { params } : {}) });
  return <ContentFields {...props} save={(body) => void form.send(body).then((answer) => answer && onSaved())} pending={form.busy} refusal={form.message} />;
}

/**
 * A record of a resource added (no `id`) or changed (`id`) through Refine's form (useForm over the data provider's
 * create and update), checked first by the call's own zod `schema` (what is sent is its output): the resource's lists
 * are fetched again by Refine after the save, and `done` is the notice shown.
 */
export function RecordForm({ resource, id, done, schema, onSaved, ...props }: FieldsProps & { resource: string; id?: string | number; done: string; schema: z.ZodType; onSaved: () => void }) {
  const { onFinish, mutation } = useForm({
    resource,
    action: id === undefined ? 'create' : 'edit',
    ...(id === undefined ? {} : { id }),
    redirect: false,
    // The form starts from the row the list shows: nothing to fetch first.
    queryOptions: { enabled: false },
    successNotification: doneNotice(done),
    onMutationSuccess: onSaved,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = (body: Record<string, unknown>) => {
    const checked = schema.safeParse(body);
    if (!checked.success) return setProblem(problemOf(checked.error.issues, body, labelsOf(props.fields)));
    setProblem(null);
    void onFinish(checked.data as Record<string, unknown>).catch(() => undefined);
  };
  return <ContentFields {...props} save={save} pending={mutation.isPending} refusal={problem ?? mutation.error?.message ?? null} />;
}

const LUSAKA_MS = 2 * 60 * 60 * 1000;
/** A server instant as a Lusaka date-time input value (`2026-12-01T08:00`). */
export const lusakaInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + LUSAKA_MS).toISOString().slice(0, 16) : '');
/** A Lusaka date-time input value as an instant with its offset (`2026-12-01T08:00:00+02:00`); null when empty. */
export const fromLusakaInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+02:00` : null);
/** How staff read a server instant in Lusaka time: `2026-12-01 08:00`. */
export const lusakaText = (iso: string | null) => (iso ? lusakaInput(iso).replace('T', ' ') : 'no limit');
