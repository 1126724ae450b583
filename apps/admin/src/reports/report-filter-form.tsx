import { useState } from 'react';
import type { FormEvent } from 'react';

import type { ReportChoicesData } from '@pocket/contracts/api/staff';
import { reportChoiceCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ChoiceField } from '../ui/choice-field';
import { FilterActions } from '../ui/filter-actions';
import { useResourceRead } from '../ui/use-resource-read';
import { NO_REPORT_FILTERS } from './report-filters';
import type { ReportFilters } from './report-filters';

const DATES: { key: 'from' | 'to' | 'on'; label: string }[] = [
  { key: 'from', label: 'From (Lusaka day)' },
  { key: 'to', label: 'To (Lusaka day, included)' },
  { key: 'on', label: 'Trial balance on' },
];

/** "Pocket Loan (version 2, from 2026-12-01)": a loan keeps the product version it was made with. */
const productLabel = (p: ReportChoicesData['products'][number]) => `${p.name} (version ${p.version}, from ${p.effectiveFrom.slice(0, 10)})`;

/**
 * The reports' filters, applied when the form is sent; each report uses those that apply to it. Products and channels
 * are chosen from the server's lists (nobody types an id); until the lists come, only "every" is offered. `applied` is
 * what the reports show now (from the address); what is chosen stays here until "Apply filters".
 */
export function ReportFilterForm({ applied, onApply }: { applied: ReportFilters; onApply: (filters: ReportFilters) => void }) {
  const [form, setForm] = useState<ReportFilters>(applied);
  const { result } = useResourceRead<ReportChoicesData>('reports', callOf(reportChoiceCalls.read));
  const products = Array.isArray(result.data?.products) ? result.data.products : [];
  const channels = Array.isArray(result.data?.channels) ? result.data.channels : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const dateField = ({ key, label }: (typeof DATES)[number]) => (
    <div key={key} className="field">
      <label htmlFor={`report-${key}`}>{label}</label>
      <input id={`report-${key}`} type="date" value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
    </div>
  );
  return (
    <form className="filters" onSubmit={submit} aria-label="Report filters">
      {DATES.slice(0, 2).map(dateField)}
      <ChoiceField
        id="report-product"
        label="Product"
        value={form.product}
        options={products.map((p) => String(p.id))}
        any="Every product"
        labelOf={(id) => {
          const found = products.find((p) => String(p.id) === id);
          return found ? productLabel(found) : id;
        }}
        onChange={(product) => setForm({ ...form, product })}
      />
      <ChoiceField
        id="report-channel"
        label="Sign-up channel"
        value={form.channel}
        options={channels.map((c) => c.code)}
        any="Every channel"
        labelOf={(code) => `${channels.find((c) => c.code === code)?.name ?? code} (${code})`}
        onChange={(channel) => setForm({ ...form, channel })}
      />
      {DATES.slice(2).map(dateField)}
      <FilterActions onClear={() => (setForm(NO_REPORT_FILTERS), onApply(NO_REPORT_FILTERS))} />
    </form>
  );
}
