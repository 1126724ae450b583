import type { CrudFilter, DataProvider } from '@refinedev/core';

import { STAFF_API, StaffApiError, staffCall } from '../api/http';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The filters of a list as query parameters (`eq` filters only: the server filters, never the browser). */
function queryOf(filters: CrudFilter[] | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.operator === 'eq' && filter.value !== undefined && filter.value !== null && filter.value !== '') {
      query[filter.field] = String(filter.value);
    }
  }
  return query;
}

const unsupported = (what: string) => async (): Promise<never> => {
  throw new StaffApiError(405, `The desk has no ${what} call`);
};

/**
 * Refine's data provider over /api/staff: every list is paged by the server's cursor (Refine's infinite lists take
 * `cursor.next` as the next page's parameter, which comes back here as `pagination.currentPage`), filters become query
 * parameters, and actions (approve, reveal, disable...) go through `custom`.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => STAFF_API,
  getList: async ({ resource, pagination, filters, meta }) => {
    const cursor = typeof pagination?.currentPage === 'string' ? pagination.currentPage : undefined;
    // A desk whose list has a path of its own (the KYC queue) names it in meta.listPath.
    const path = typeof meta?.listPath === 'string' ? meta.listPath : `/${resource}`;
    const page = await staffCall<Page<never>>('GET', path, {
      query: { ...queryOf(filters), cursor, limit: pagination?.pageSize },
    });
    return { data: page.items, total: page.items.length, cursor: { next: page.nextCursor ?? undefined } };
  },
  getOne: async ({ resource, id }) => ({ data: await staffCall('GET', `/${resource}/${encodeURIComponent(String(id))}`) }),
  create: async ({ resource, variables }) => ({ data: await staffCall('POST', `/${resource}`, { body: variables }) }),
  update: unsupported('update'),
  deleteOne: unsupported('delete'),
  custom: async ({ url, method, payload, query }) => ({
    data: await staffCall(method.toUpperCase(), url, {
      ...(payload === undefined ? {} : { body: payload }),
      ...(query ? { query: query as Record<string, string> } : {}),
    }),
  }),
};
