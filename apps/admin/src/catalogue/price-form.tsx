import { useId, useState } from 'react';

import { productPricePayload } from '@pocket/contracts/api/staff';
import type { CatalogueProduct, ProductPricePayload, ProductVersion } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { approvalRequest } from './request';
import { lusakaDay, toBp } from './units';

type Fields = Record<string, string>;

const amountFields = [
  ['minAmount', 'Smallest loan (K)'],
  ['maxAmount', 'Largest loan (K)'],
  ['step', 'Step (K)'],
  ['serviceFeeMin', 'Smallest service fee (K)'],
] as const;
const rateFields = [
  ['serviceFeeBp', 'Service fee (%)'],
  ['penaltyDailyBp', 'Penalty a day (%)'],
  ['penaltyCapBp', 'Penalty cap (%)'],
  ['extensionFeeBp', 'Extension fee (%)'],
] as const;

const fieldsOf = (v: ProductVersion): Fields => ({
  ...Object.fromEntries(amountFields.map(([key]) => [key, String(v[key] / 100)])),
  ...Object.fromEntries(rateFields.map(([key]) => [key, String(v[key] / 100)])),
  ...Object.fromEntries(v.terms.map((t) => [`term-${t.days}`, String(t.interestBp / 100)])),
  maxExtensions: String(v.maxExtensions),
});

/** A product.price request as the approvals call takes it, with the kind's payload as the server checks it. */
const priceRequest = approvalRequest(productPricePayload);
const LABELS: Record<string, string> = {
  ...Object.fromEntries([...amountFields, ...rateFields]),
  maxExtensions: 'Extensions at most',
  effectiveFrom: 'From (Lusaka date)',
  terms: 'Interest',
  reason: 'Reason',
};

const tomorrow = () => lusakaDay(new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString());

/** The payload of the request, or the first field a person must correct. */
function payloadOf(productId: number, base: ProductVersion, fields: Fields, effectiveFrom: string): ProductPricePayload | string {
  const out: Record<string, unknown> = { productId, effectiveFrom };
  for (const [key, label] of amountFields) {
    const value = deskKwacha(fields[key] ?? '');
    if (value === null) return `${label}: enter an amount in Kwacha, e.g. 200 or 1,050.50`;
    out[key] = value;
  }
  for (const [key, label] of rateFields) {
    const value = toBp(fields[key] ?? '');
    if (value === null) return `${label}: enter a percentage, e.g. 14 or 1.5`;
    out[key] = value;
  }
  const terms = [];
  for (const t of base.terms) {
    const value = toBp(fields[`term-${t.days}`] ?? '');
    if (value === null) return `Interest for ${t.days} days (%): enter a percentage, e.g. 14 or 1.5`;
    terms.push({ days: t.days, interestBp: value });
  }
  if (!/^\d{1,2}$/.test(fields.maxExtensions ?? '')) return 'Extensions at most: enter a whole number';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) return 'From: choose a date';
  return { ...out, terms, maxExtensions: Number(fields.maxExtensions) } as ProductPricePayload;
}

/** New terms and prices from a date, sent as a product.price request (a second admin approves it). */
export function PriceForm({ product, base, onCancel, onRequested }: { product: CatalogueProduct; base: ProductVersion; onCancel: () => void; onRequested: (date: string) => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(base));
  const [effectiveFrom, setEffectiveFrom] = useState(tomorrow);
  const [problem, setProblem] = useState<string | null>(null);
  // Sent through Refine's form (the approval-requests resource), checked first by the approvals call's schema with the payload.
  const form = useCheckedForm('approval-requests', priceRequest, { labels: LABELS });
  // The request waits in Approvals and the product's versions show it once approved: Refine fetches both again.
  const refresh = useRefreshAfter('products', 'approvals');
  const set = (key: string) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));
  const input = (key: string, label: string) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} inputMode="decimal" value={fields[key] ?? ''} onChange={set(key)} />
    </div>
  );
  const submit = (reason: string) => {
    const payload = payloadOf(base.id, base, fields, effectiveFrom);
    if (typeof payload === 'string') return setProblem(payload);
    setProblem(null);
    void form.send({ kind: 'product.price', payload, reason }).then((answer) => {
      if (answer) {
        refresh();
        onRequested(effectiveFrom);
      }
    });
  };
  return (
    <section className="card" aria-label={`New prices of ${product.name}`}>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-from`}>From (Lusaka date)</label>
          <input id={`${id}-from`} type="date" value={effectiveFrom} onChange={(event) => setEffectiveFrom(event.target.value)} />
        </div>
        {amountFields.map(([key, label]) => input(key, label))}
        {base.terms.map((t) => input(`term-${t.days}`, `Interest for ${t.days} days (%)`))}
        {rateFields.map(([key, label]) => input(key, label))}
        {input('maxExtensions', 'Extensions at most')}
      </div>
      <ReasonForm
        title={`Request new prices of ${product.name}`}
        submitLabel="Request"
        form={form}
        error={problem}
        onSubmit={submit}
        onCancel={onCancel}
      />
    </section>
  );
}
