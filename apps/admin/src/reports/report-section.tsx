import { CanAccess, useCustom } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';

import type { ReportName } from '@pocket/contracts/api/staff';

import { csvHref } from './report-filters';

/**
 * One report: its title and what it means, a CSV download with the same filters, and its answer drawn by `children`
 * once it arrives (loading and refusals are said in words). Shown only to the roles that may read it.
 */
export function ReportSection<T extends BaseRecord>({ name, title, about, query, children }: { name: ReportName; title: string; about: string; query: Record<string, string>; children: (data: T) => ReactNode }) {
  return (
    <CanAccess resource="reports" action={name}>
      <ReportBody name={name} title={title} about={about} query={query}>
        {children}
      </ReportBody>
    </CanAccess>
  );
}

function ReportBody<T extends BaseRecord>({ name, title, about, query, children }: { name: ReportName; title: string; about: string; query: Record<string, string>; children: (data: T) => ReactNode }) {
  const { query: answer, result } = useCustom<T>({ url: `/reports/${name}`, method: 'get', config: { query } });
  const id = `report-${name}`;
  return (
    <section className="report" aria-labelledby={id} data-testid={id}>
      <div className="page-head">
        <h2 id={id}>{title}</h2>
        <a className="button secondary" href={csvHref(name, query)} download>
          Download CSV
        </a>
      </div>
      <p className="muted">{about}</p>
      {answer.isLoading ? <p role="status">Loading...</p> : null}
      {answer.isError ? (
        <p role="alert" className="error-box">
          {answer.error?.message ?? 'The report could not be read'}
        </p>
      ) : null}
      {answer.isSuccess && result.data ? children(result.data as T) : null}
    </section>
  );
}
