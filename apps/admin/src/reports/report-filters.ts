import type { ReportName } from '@pocket/contracts/api/staff';
import { reportCalls } from '@pocket/contracts/staff';

import { pathOf } from '../api/http';

/** The reports page's filters as typed: empty means "the server's default" (the 30 days to today, every product...). */
export interface ReportFilters {
  from: string;
  to: string;
  product: string;
  channel: string;
  /** The trial balance's day. */
  on: string;
}

export const NO_REPORT_FILTERS: ReportFilters = { from: '', to: '', product: '', channel: '', on: '' };

/** The filters the address names (`ui/use-url-filters.ts`), the others empty; a name no report takes is left out. */
export function reportFiltersOf(values: Record<string, string>): ReportFilters {
  const filters = { ...NO_REPORT_FILTERS };
  for (const key of Object.keys(NO_REPORT_FILTERS) as (keyof ReportFilters)[]) filters[key] = values[key] ?? '';
  return filters;
}

/** Which filters each report takes (the others do not apply to it and are not sent). */
const APPLIES: Record<ReportName, readonly (keyof ReportFilters)[]> = {
  disbursed: ['from', 'to', 'product', 'channel'],
  collected: ['from', 'to', 'product', 'channel'],
  outstanding: ['product', 'channel'],
  par: ['product', 'channel'],
  vintage: ['from', 'to', 'product', 'channel'],
  'trial-balance': ['on'],
  cash: ['from', 'to'],
  'kyc-funnel': ['from', 'to', 'channel'],
};

/** The query a report is asked with: only its own filters, trimmed, without the empty ones. */
export function reportQuery(name: ReportName, filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of APPLIES[name]) {
    const value = filters[key].trim();
    if (value !== '') query[key] = value;
  }
  return query;
}

/** The CSV download of a report with the same filters. */
export function csvHref(name: ReportName, query: Record<string, string>): string {
  const params = new URLSearchParams({ ...query, format: 'csv' });
  return `${pathOf(reportCalls[name])}?${params.toString()}`;
}
