import { CanAccess } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';

import type { ReportName } from '@pocket/contracts/api/staff';
import { reportCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ReportCard } from '../ui/report-card';
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
  return (
    <ReportCard<T> id={`report-${name}`} title={title} about={about} read={callOf(reportCalls[name])} query={query} csv={csvHref(name, query)}>
      {children}
    </ReportCard>
  );
}
