import { CanAccess } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

import type { CollectionCollectedData, CollectionReportName, CureData, PromisesData, RollRatesData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { callOf } from '../api/http';
import { DeskGuard } from '../layout/desk-guard';
import { RowsTable } from '../ui/list-table';
import { ReportCard } from '../ui/report-card';
import { useUrlFilters } from '../ui/use-url-filters';
import { LadderPanel } from './ladder-panel';
import { COLLECTION_REPORT_CALLS, collectionCsvHref } from './report-links';
import { RestructuresSection } from './restructures-section';

export { collectionCsvHref } from './report-links';

const pct = (value: number) => `${value.toFixed(2)}%`;
/** Who made the promises of a row, in the desk's words (`all`: the totals row). */
const MADE_BY: Record<string, string> = { borrower: 'the borrower', agent: 'an agent', all: 'all' };

/** The query of a report: the range as typed, without the empty ends (the server's default: the 90 days to today). */
export function rangeQuery(range: { from: string; to: string }): Record<string, string> {
  const query: Record<string, string> = {};
  if (range.from.trim() !== '') query.from = range.from.trim();
  if (range.to.trim() !== '') query.to = range.to.trim();
  return query;
}

/**
 * Collections reports (docs/collections.md, "Reports"): roll rates, cure rate, promises kept, money collected,
 * restructured loans; each as CSV. The range shown and the restructured loans' day are in the address
 * (`ui/use-url-filters.ts`), so they are shared by link and survive a reload.
 */
export function CollectionReportsPage() {
  const { values, setFilters } = useUrlFilters('collection-reports', {});
  const range = { from: values.from ?? '', to: values.to ?? '' };
  const query = rangeQuery(range);
  // The restructured loans' day (`on`) is in the address beside the range: a new range keeps it, a new day the range.
  const on = values.on ?? '';
  return (
    <DeskGuard resource="collection-reports">
      <div className="page-head">
        <h1>Collections reports</h1>
        <CanAccess resource="collections" action="list">
          <Link to="/collections">Back to the queue</Link>
        </CanAccess>
      </div>
      {/* Keyed by the address's range: going back to another address shows its range in the form. */}
      <RangeForm key={JSON.stringify(range)} applied={range} onApply={(next) => setFilters({ ...next, on })} />

      <Section<RollRatesData> name="roll-rates" title="Roll rates" about="Month to month: of the cases in a bucket when the month began, where each stood at its end (another bucket, cured, written off)." query={query}>
        {(data) => (
          <RowsTable
            caption={`Roll rates from ${data.from} to ${data.to}`}
            columns={['Month', 'From bucket', 'To', 'Cases', 'Share']}
            rows={data.rows}
            rowKey={(r) => `${r.month}-${r.fromBucket}-${r.toBucket}`}
            cells={(r) => [r.month, r.fromBucket, r.toBucket, r.cases, pct(r.percent)]}
          />
        )}
      </Section>

      <Section<CureData> name="cure" title="Cure rate" about="Cases open in the range, by the last bucket each was in, and those cured within it: paid up to date, or brought up to date by a payment plan that has no instalment past due at the range's end." query={query}>
        {(data) => (
          <RowsTable caption={`Cure rate from ${data.from} to ${data.to}`} columns={['Bucket', 'Cases', 'Cured', 'Cure rate']} rows={data.rows} rowKey={(r) => r.bucket} cells={(r) => [r.bucket, r.cases, r.cured, pct(r.percent)]}>
            <tr className="totals" data-testid="cure-totals">
              <th scope="row">All buckets</th>
              <td>{data.totals.cases}</td>
              <td>{data.totals.cured}</td>
              <td>{pct(data.totals.percent)}</td>
            </tr>
          </RowsTable>
        )}
      </Section>

      <Section<PromisesData> name="promises" title="Promises to pay" about="Promises whose date is in the range: kept over due (kept or broken), by who made them." query={query}>
        {(data) => (
          <RowsTable
            caption={`Promises from ${data.from} to ${data.to}`}
            columns={['Made by', 'Made', 'Due', 'Kept', 'Broken', 'Open', 'Kept / due']}
            rows={[...data.rows, { madeBy: 'all', ...data.totals }]}
            rowKey={(r) => r.madeBy}
            testId={(r) => `promises-${r.madeBy}`}
            cells={(r) => [MADE_BY[r.madeBy], r.made, r.due, r.kept, r.broken, r.open, pct(r.percent)]}
          />
        )}
      </Section>

      <Section<CollectionCollectedData> name="collected" title="Collected" about="Money paid on cases in the range, in the bucket and by the agent the case had then." query={query}>
        {(data) => (
          <>
            <p>
              {formatKwacha(data.total)} collected from {data.from} to {data.to}.
            </p>
            <RowsTable caption="Collected per bucket and per agent" columns={['By', 'Bucket or agent', 'Cases', 'Amount']} rows={data.rows} rowKey={(r) => `${r.by}-${r.name}`} cells={(r) => [r.by, r.name, r.cases, formatKwacha(r.amount)]} />
          </>
        )}
      </Section>
      <RestructuresSection query={query} on={on} onDay={(day) => setFilters({ ...range, on: day })} />
      <LadderPanel />
    </DeskGuard>
  );
}

/** The reports' range, sent with "Show"; `applied` is the range shown now (from the address). */
function RangeForm({ applied, onApply }: { applied: { from: string; to: string }; onApply: (range: { from: string; to: string }) => void }) {
  const [form, setForm] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form className="filters" onSubmit={submit} aria-label="Report range">
      {(['from', 'to'] as const).map((key) => (
        <div key={key} className="field">
          <label htmlFor={`collection-report-${key}`}>{key === 'from' ? 'From (Lusaka day)' : 'To (Lusaka day, included)'}</label>
          <input id={`collection-report-${key}`} type="date" value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
        </div>
      ))}
      <button type="submit">Show</button>
    </form>
  );
}

function Section<T extends BaseRecord>({ name, title, about, query, children }: { name: CollectionReportName; title: string; about: string; query: Record<string, string>; children: (data: T) => ReactNode }) {
  return (
    <ReportCard<T> id={`collection-report-${name}`} title={title} about={about} read={callOf(COLLECTION_REPORT_CALLS[name])} query={query} csv={collectionCsvHref(name, query)}>
      {children}
    </ReportCard>
  );
}
