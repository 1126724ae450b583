import { useState } from 'react';
import type { FormEvent } from 'react';

import { FilterActions } from '../ui/filter-actions';
import { NO_FILTERS } from './audit-filters';
import type { AuditFilterForm as Form } from './audit-filters';

const FIELDS: { key: keyof Form; label: string; type?: string; hint?: string }[] = [
  { key: 'actor', label: 'Staff e-mail' },
  { key: 'action', label: 'Action', hint: 'e.g. borrower.reveal' },
  { key: 'entity', label: 'Entity', hint: 'e.g. borrower' },
  { key: 'entityId', label: 'Entity id' },
  { key: 'from', label: 'From (UTC day)', type: 'date' },
  { key: 'until', label: 'Until (UTC day, included)', type: 'date' },
];

/**
 * The audit's filters, applied when the form is sent (each change would otherwise ask the server again). `applied` is
 * what the list shows now (from the address); what is typed stays here until "Apply filters".
 */
export function AuditFilterForm({ applied, onApply }: { applied: Form; onApply: (form: Form) => void }) {
  const [form, setForm] = useState<Form>(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form className="filters" onSubmit={submit} aria-label="Audit filters">
      {FIELDS.map(({ key, label, type, hint }) => (
        <div key={key} className="field">
          <label htmlFor={`audit-${key}`}>{label}</label>
          <input
            id={`audit-${key}`}
            type={type ?? 'text'}
            value={form[key]}
            placeholder={hint}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        </div>
      ))}
      <FilterActions onClear={() => (setForm(NO_FILTERS), onApply(NO_FILTERS))} />
    </form>
  );
}
