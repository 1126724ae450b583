import { useOne } from '@refinedev/core';
import type { BaseRecord, HttpError } from '@refinedev/core';

/**
 * A read that is no resource's declared list or show (providers/resource-calls.ts), as Refine's record read (`useOne`):
 * a report (ReportCard, the credit policy's arm report), a check the person asks for (the audit chain), the reports'
 * choices, and the whole-object reads of settings and summaries (a month's statements and the Books settings, shops,
 * phones, the shop counter and payouts, the reminder ladder). The record is the answer at the read's address: its id is
 * that path (made by `callOf` from the call's contract), its query (a range, a language, a filter) goes in
 * `meta.query`, and the data provider's `getOne` reads `meta.path` (checked as a staff path) with that query. Being a
 * record of `resource` in Refine's cache, `useRefreshAfter(resource)` (Refine's invalidation, `resourceAll`) fetches it
 * again after an action, as it does the resource's lists and records; each query is cached apart (Refine keys a record
 * by its id and meta). A read that is a resource's declared record or list goes through useOne or useList over it.
 */
export function useResourceRead<T extends BaseRecord>(
  resource: string,
  request: { url: string; method: 'get'; config?: { query: Record<string, string> } },
  options: { refetchInterval?: number | false; enabled?: boolean; retry?: boolean } = {},
) {
  const { query, result } = useOne<T, HttpError>({
    resource,
    id: request.url,
    meta: { path: request.url, ...(request.config ? { query: request.config.query } : {}) },
    queryOptions: options,
  });
  // The answer as `result.data` (undefined until it comes, as the pages check), the query's state as `query`.
  return { query, result: { data: result as T } };
}
