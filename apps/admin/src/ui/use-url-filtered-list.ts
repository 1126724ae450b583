import { useTable } from '@refinedev/core';
import type { BaseRecord, CrudFilter } from '@refinedev/core';

import { useCursorList } from './use-cursor-list';
import type { CursorList } from './use-cursor-list';

/** What a filtered list gives a page: the list, each filter's value, and a way to change one. */
export interface UrlFilteredList<T> {
  list: CursorList<T>;
  filter: (field: string) => string;
  setFilter: (field: string, value: string) => void;
  /** Replaces every filter at once (a filter form's "Apply"): empty values are left out of the address. */
  setFilters: (values: Record<string, string>) => void;
  /** The filters in force as the list call's query parameters (empty ones left out), e.g. for a CSV link. */
  values: Record<string, string>;
  /** What the list's answer says besides its items (the texts' counts), once it came. */
  besides: Record<string, unknown>;
}

/**
 * A desk's list whose filters live in the address (Refine's useTable with `syncWithLocation`, in Refine's form:
 * `?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=approved`), so a filtered list can be shared by
 * link and survives a reload; `initial` is what the list shows when the address names no filter. useTable keeps the
 * filters and the address; its own page query is off, because it pages by number and the server pages by cursor: the
 * pages come from useCursorList (Refine's infinite list) with the same filters. The data provider still refuses a
 * filter the list's contract does not take (one typed into the address too), naming it.
 */
export function useUrlFilteredList<T extends BaseRecord>(resource: string, initial: Record<string, string>): UrlFilteredList<T> {
  const { filters, setFilters } = useTable<T>({
    resource,
    syncWithLocation: true,
    pagination: { mode: 'off' },
    filters: { initial: Object.entries(initial).map(([field, value]) => ({ field, operator: 'eq', value })), defaultBehavior: 'merge' },
    queryOptions: { enabled: false },
  });
  const { besides, ...list } = useCursorList<T>(resource, filters);
  const filter = (field: string) => {
    const found = filters.find((f): f is CrudFilter & { field: string } => 'field' in f && f.field === field);
    return found?.value === undefined || found.value === null ? '' : String(found.value);
  };
  const values: Record<string, string> = {};
  for (const f of filters) if ('field' in f && f.value !== undefined && f.value !== null && f.value !== '') values[f.field] = String(f.value);
  return {
    list,
    besides,
    filter,
    values,
    setFilter: (field, value) => setFilters([{ field, operator: 'eq', value }]),
    setFilters: (next) =>
      setFilters(
        Object.entries(next)
          .filter(([, value]) => value !== '')
          .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
        'replace',
      ),
  };
}
