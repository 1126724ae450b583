import type { CrudFilter, CrudSort, DataProvider, HttpError } from '@refinedev/core';
import { z } from 'zod';

import { STAFF_PATH_PREFIX } from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

import { pathOf, StaffApiError, staffFetch } from '../api/http';
import type { ParamsArg } from '../api/http';
import { RESOURCE_CALLS } from './resource-calls';
import type { ResourceAction } from './resource-calls';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The query parameters every paged list takes besides its filters. */
const PAGING = new Set(['cursor', 'limit']);

/** The filter fields a list call's query accepts (its zod object's keys, the paging ones aside); null when it takes no query. */
function filterFields(call: StaffCall): string[] | null {
  return call.query instanceof z.ZodObject ? Object.keys(call.query.shape as Record<string, unknown>).filter((name) => !PAGING.has(name)) : null;
}

/**
 * The filters of a list as the call's query parameters: `eq` filters on the fields its query accepts, empty values left
 * out. Anything else (another operator, a field the call has no parameter for) is refused before a request is made,
 * naming the field: the server filters, never the browser.
 */
function queryOf(resource: string, call: StaffCall, filters: CrudFilter[] | undefined): Record<string, string> {
  const accepted = filterFields(call) ?? [];
  const query: Record<string, string> = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) throw refused(400, `The ${resource} list takes its filters one by one (no "or" / "and" groups)`);
    if (!accepted.includes(filter.field)) throw refused(400, `The ${resource} list cannot be filtered by ${filter.field}`, filter.field);
    if (filter.operator !== 'eq') throw refused(400, `The ${resource} list filters ${filter.field} by an exact value only`, filter.field);
    if (filter.value !== undefined && filter.value !== null && filter.value !== '') query[filter.field] = String(filter.value);
  }
  if (call.query) {
    const checked = call.query.safeParse(query);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0] ?? 'query');
      throw refused(400, `${field}: ${issue.message}`, field);
    }
  }
  return query;
}

/** The server orders each list itself (newest or oldest first, as the desk needs); a sort asked for is refused. */
function noSorters(resource: string, sorters: CrudSort[] | undefined): void {
  const sort = sorters?.[0];
  if (sort) throw refused(400, `The ${resource} list comes in the server's order: it cannot be sorted by ${sort.field}`, sort.field);
}

/** A refusal as Refine's HttpError (the server's status and words; `errors` names the field a form shows it under). */
function refused(statusCode: number, message: string, field?: string): StaffApiError & HttpError {
  const error = new StaffApiError(statusCode, message) as StaffApiError & HttpError;
  if (field) error.errors = { [field]: [message] };
  return error;
}

const unsupported = (what: string) => async (): Promise<never> => {
  throw refused(405, `The desk has no ${what} call`);
};

/** The call behind a resource's action (RESOURCE_CALLS), or a refusal naming what is missing. */
function callFor(resource: string, action: ResourceAction): StaffCall {
  const call = RESOURCE_CALLS[resource]?.[action];
  if (!call) throw refused(405, `The desk has no ${action} call for ${resource}`);
  return call;
}

/** A call's path with its parameters filled in. */
const pathWith = (call: StaffCall, params?: Record<string, string | number>) => pathOf(call, ...((params ? [params] : []) as ParamsArg<StaffCall>));

/**
 * The record's id as the call's one path parameter (`/borrowers/:uid` takes the id as uid); a resource whose record is
 * the only one (the dashboard's figures) reads a path without parameters and no id; a record read under another
 * record (a version's diff, `/versions/:version/diff`) takes its id as that parameter.
 */
function idParams(call: StaffCall, id: string | number | undefined): Record<string, string | number> | undefined {
  const name = call.path.match(/:(\w+)(?:\/[^:]*)?$/)?.[1];
  if (!name) return undefined;
  if (id === undefined) throw refused(400, `The ${call.path} record is read by its ${name}`);
  return { [name]: id };
}

/** A record read's query (meta.query, e.g. the version a diff is against), checked by the call's query schema first. */
function readQuery(resource: string, call: StaffCall, query: Record<string, string | number> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  return queryOf(
    resource,
    call,
    Object.entries(query).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
  );
}

/** A custom call's url, or a read's path, must be a staff path made by pathOf or callOf, never a path of its own. */
function staffPath(url: string): string {
  if (!url.startsWith(STAFF_PATH_PREFIX)) throw refused(0, `${url} is not a staff call: make it with callOf(<the call's contract>)`);
  return url;
}

/**
 * Refine's data provider over /api/staff, each request made from its call's contract (decision 0052), so the desk's
 * lists, reads and forms go through Refine's hooks (useInfiniteList, useList, useOne, useCreate, useUpdate): a list is
 * paged by the server's cursor (Refine's infinite lists take `cursor.next` as the next page's parameter, which comes
 * back here as `pagination.currentPage`) or answered whole (the catalogue's short lists); its filters become the query
 * parameters its contract accepts; a record is the resource's show call, or, for a read no resource declares (a
 * report, a summary), the answer at `meta.path` (ui/use-resource-read.ts); create and update are the resource's calls
 * (an update is a POST, as the server takes it). `custom` sends a call made by `callOf` as it is (no desk page uses it
 * today). Every refusal is an HttpError with the server's status and words.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => STAFF_PATH_PREFIX.slice(0, -1),
  getList: async ({ resource, pagination, filters, sorters, meta }) => {
    const call = callFor(resource, 'list');
    noSorters(resource, sorters);
    const query: Record<string, string | number | undefined> = queryOf(resource, call, filters);
    const paged = call.query instanceof z.ZodObject && 'limit' in (call.query.shape as object);
    if (paged) {
      query.cursor = typeof pagination?.currentPage === 'string' ? pagination.currentPage : undefined;
      query.limit = pagination?.pageSize;
    }
    const answer = await staffFetch<(Page<never> & Record<string, unknown>) | never[]>('GET', pathWith(call, meta?.params as Record<string, string | number> | undefined), { query });
    if (Array.isArray(answer)) return { data: answer, total: answer.length };
    // What a list answers besides its items (the applications queue's target) stays beside them in the result.
    const { items, nextCursor, ...besides } = answer;
    return { ...besides, data: items, total: items.length, cursor: { next: nextCursor ?? undefined } };
  },
  getOne: async ({ resource, id, meta }) => {
    // A read no resource declares (ui/use-resource-read.ts): the record at its staff path, with its query as given.
    if (typeof meta?.path === 'string') {
      const query = meta.query as Record<string, string> | undefined;
      return { data: await staffFetch('GET', staffPath(meta.path), query ? { query } : {}) };
    }
    const call = callFor(resource, 'show');
    const query = readQuery(resource, call, meta?.query as Record<string, string | number> | undefined);
    return { data: await staffFetch('GET', pathWith(call, idParams(call, id)), query ? { query } : {}) };
  },
  // A form's call with parameters in its path (an approval's id, a payment's id) takes them from meta.params.
  create: async ({ resource, variables, meta }) => ({
    data: await staffFetch('POST', pathWith(callFor(resource, 'create'), meta?.params as Record<string, string | number> | undefined), { body: variables }),
  }),
  update: async ({ resource, id, variables }) => {
    const call = callFor(resource, 'edit');
    return { data: await staffFetch(call.method, pathWith(call, idParams(call, id)), { body: variables }) };
  },
  deleteOne: unsupported('delete'),
  custom: async ({ url, method, payload, query }) => ({
    data: await staffFetch(method.toUpperCase(), staffPath(url), {
      ...(payload === undefined ? {} : { body: payload }),
      ...(query ? { query: query as Record<string, string> } : {}),
    }),
  }),
};
