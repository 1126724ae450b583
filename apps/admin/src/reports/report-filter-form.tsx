import { useState } from 'react';
import type { FormEvent } from 'react';

import { NO_REPORT_FILTERS } from './report-filters';
import type { ReportFilters } from './report-filters';

const FIELDS: { key: keyof ReportFilters; label: string; type?: string; hint?: string }[] = [
  { key: 'from', label: 'From (Lusaka day)', type: 'date' },
  { key: 'to', label: 'To (Lusaka day, included)', type: 'date' },
  { key: 'product', label: 'Product id', hint: '1 Pocket Loan, 2 Pocket Stages' },
  { key: 'channel', label: 'Sign-up channel', hint: 'e.g. h5' },
  { key: 'on', label: 'Trial balance on', type: 'date' },
];

/** The reports' filters, applied when the form is sent; each report uses those that apply to it. */
export function ReportFilterForm({ onApply }: { onApply: (filters: ReportFilters) => void }) {
  const [form, setForm] = useState<ReportFilters>(NO_REPORT_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form className="filters" onSubmit={submit} aria-label="Report filters">
      {FIELDS.map(({ key, label, type, hint }) => (
        <div key={key} className="field">
          <label htmlFor={`report-${key}`}>{label}</label>
          <input id={`report-${key}`} type={type ?? 'text'} value={form[key]} placeholder={hint} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
        </div>
      ))}
      <div className="actions">
        <button type="submit" className="button primary">
          Apply filters
        </button>
        <button type="button" className="button secondary" onClick={() => (setForm(NO_REPORT_FILTERS), onApply(NO_REPORT_FILTERS))}>
          Clear
        </button>
      </div>
    </form>
  );
}
