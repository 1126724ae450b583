import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';

import { useResourceRead } from './use-resource-read';

export interface ReportCardProps<T extends BaseRecord> {
  /** The section's id (its heading's id and test id). */
  id: string;
  title: string;
  about: string;
  /** The report's read (`callOf(call)`) and its query. */
  read: { url: string; method: 'get' };
  query: Record<string, string>;
  /** The CSV download of the same report with the same filters. */
  csv: string;
  children: (data: T) => ReactNode;
}

/**
 * One report on a desk page: its title and what it means, a CSV download with the same filters, and its answer drawn
 * by `children` once it arrives (loading and refusals said in words). The reports page and the collections reports
 * page both draw theirs with it.
 */
export function ReportCard<T extends BaseRecord>({ id, title, about, read, query, csv, children }: ReportCardProps<T>) {
  // A report is no resource's record or list: read with its query, kept under the reports' name in Refine's cache.
  const { query: answer, result } = useResourceRead<T>('reports', { ...read, config: { query } });
  return (
    <section className="report" aria-labelledby={id} data-testid={id}>
      <div className="page-head">
        <h2 id={id}>{title}</h2>
        <a className="button secondary" href={csv} download>
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
