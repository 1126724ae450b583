import { keys, useCustom } from '@refinedev/core';
import type { BaseRecord, HttpError } from '@refinedev/core';

/**
 * The desk's one read that is no resource's list or record, and the one place it uses Refine's `useCustom`: a report
 * (ReportCard, the credit policy's arm report), a check the person asks for (the audit chain), the reports' choices,
 * and the whole-object reads of settings and summaries whose calls are not declared as a resource's list or show
 * (a month's statements and the Books settings, the catalogue's settings, shops, the reminder ladder). Made with its call
 * (`callOf`) but kept under its resource's name in Refine's cache, so `useRefreshAfter(resource)` (Refine's
 * invalidation) fetches it again after an action, as it does the resource's lists and records; Refine's own useCustom
 * keys a read by its url alone, out of reach of any resource's invalidation. A query (`config.query`) goes with the
 * request and into the key. A read that is a resource's record or list goes through useOne or useList instead
 * (providers/resource-calls.ts).
 */
export function useResourceRead<T extends BaseRecord>(
  resource: string,
  request: { url: string; method: 'get'; config?: { query: Record<string, string> } },
  options: { refetchInterval?: number | false; enabled?: boolean; retry?: boolean } = {},
) {
  // A read with a query (a language, a filter) is cached apart for each query.
  const query = request.config ? [request.config.query] : [];
  return useCustom<T, HttpError>({
    ...request,
    queryOptions: { ...options, queryKey: [...keys().data('default').resource(resource).get(), 'read', request.url, ...query] },
  });
}
