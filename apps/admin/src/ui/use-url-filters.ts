import { useGo, useParsed, useTable } from '@refinedev/core';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';

import { filtersQuery } from './filtered-path';

/** Filters kept in the address: each filter's value, a way to change one or all, and the filters as Refine holds them. */
export interface UrlFilters {
  /** The filters the address names, as Refine's useTable holds them (for a list call with the same filters). */
  filters: CrudFilter[];
  filter: (field: string) => string;
  setFilter: (field: string, value: string) => void;
  /** Replaces every filter at once (a filter form's "Apply"): empty values are left out of the address. */
  setFilters: (values: Record<string, string>) => void;
  /** The filters in force as query parameters (empty ones left out), e.g. for a call or a CSV link. */
  values: Record<string, string>;
}

const eq = (values: Record<string, string>): LogicalFilter[] => Object.entries(values).map(([field, value]) => ({ field, operator: 'eq', value }));

/** The field filters the address names (Refine's form, as its router provider reads it), or null when it names none. */
function named(raw: unknown): LogicalFilter[] | null {
  if (!Array.isArray(raw)) return null;
  const found: LogicalFilter[] = [];
  for (const f of raw as { field?: unknown; operator?: unknown; value?: unknown }[]) {
    const operator = typeof f?.operator === 'string' ? f.operator : 'eq';
    // A field named twice is the first one (as Refine holds them); a conditional filter is no field's.
    if (typeof f?.field !== 'string' || operator === 'or' || operator === 'and' || found.some((g) => g.field === f.field)) continue;
    found.push({ field: f.field, operator, value: f.value ?? '' } as LogicalFilter);
  }
  return found.length > 0 ? found : null;
}

/** Two lists of filters compared by what they say (the address's are parsed anew on every render). */
const keyOf = (filters: CrudFilter[]) => JSON.stringify(filters.map((f) => ('field' in f ? [f.field, f.operator, f.value] : f)));

/** The address's query parameters that are no filter (kept as they are when the filters change). */
const besidesFilters = (search: string) =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !decodeURIComponent(pair.split('=')[0] ?? '').startsWith('filters['));

/**
 * A page's filters in the address, in Refine's form (`?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=approved`,
 * a link to it made by `filtered-path.ts`), so a filtered page can be shared by link and survives a reload; `initial` is
 * what holds when the address names no filter. This hook is the address's only reader and writer for the filters: the
 * page shows what the address says, and a filter changed is a new entry in the history (Refine's `go`, a push, the
 * query written by `filtersQuery`, which encodes each value as typed), so Back and Forward show the filters of their
 * entry and the list follows. Refine's useTable holds the same filters without `syncWithLocation` (its sync would be a
 * second writer: it replaces the entry it finds, with its own state, after the address moved, and writes values
 * unencoded, so a `+` or `&` typed came back changed); they are set from the address whenever it changes. Its own list
 * query is off (a list pages by cursor, `use-url-filtered-list.ts`; a report is no list).
 */
export function useUrlFilters(resource: string, initial: Record<string, string>): UrlFilters {
  const { params } = useParsed();
  const { pathname, search } = useLocation();
  const go = useGo();
  const said = named(params?.filters) ?? eq(initial);
  const key = keyOf(said);
  // The address's filters are parsed anew on every render: the same filters are the same list (their key says so).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => said, [key]);
  const { filters: held, setFilters: hold } = useTable({
    resource,
    syncWithLocation: false,
    pagination: { mode: 'off' },
    filters: { initial: filters, defaultBehavior: 'replace' },
    queryOptions: { enabled: false },
  });
  useEffect(() => {
    if (keyOf(held) !== keyOf(filters)) hold(filters, 'replace');
  }, [filters, held, hold]);
  const push = (next: LogicalFilter[]) => {
    if (keyOf(next) === key) return;
    const query = filtersQuery(next.map(({ field, operator, value }) => ({ field, operator, value: value === undefined || value === null ? '' : String(value) })));
    const rest = besidesFilters(search);
    const others = rest.length === 0 ? '' : `${query === '' ? '?' : '&'}${rest.join('&')}`;
    go({ to: `${pathname}${query}${others}`, type: 'push' });
  };
  const filter = (field: string) => {
    const found = filters.find((f) => f.field === field);
    return found?.value === undefined || found.value === null ? '' : String(found.value);
  };
  const values: Record<string, string> = {};
  for (const f of filters) if (f.value !== undefined && f.value !== null && f.value !== '') values[f.field] = String(f.value);
  return {
    filters,
    filter,
    values,
    setFilter: (field, value) =>
      push(filters.some((f) => f.field === field) ? filters.map((f) => (f.field === field ? { field, operator: 'eq', value } : f)) : [...filters, { field, operator: 'eq', value }]),
    setFilters: (next) => push(eq(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')))),
  };
}
