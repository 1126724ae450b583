import { useTable } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';

/** Filters kept in the address: each filter's value, a way to change one or all, and the filters as Refine holds them. */
export interface UrlFilters {
  /** The filters as Refine's useTable holds them (for a list call with the same filters). */
  filters: CrudFilter[];
  filter: (field: string) => string;
  setFilter: (field: string, value: string) => void;
  /** Replaces every filter at once (a filter form's "Apply"): empty values are left out of the address. */
  setFilters: (values: Record<string, string>) => void;
  /** The filters in force as query parameters (empty ones left out), e.g. for a call or a CSV link. */
  values: Record<string, string>;
}

/**
 * A page's filters in the address, through Refine's useTable with `syncWithLocation`, in Refine's form
 * (`?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=approved`), so a filtered page can be shared by
 * link and survives a reload; `initial` is what holds when the address names no filter. useTable keeps the filters and
 * the address only: its own list query is off (a list pages by cursor, `use-url-filtered-list.ts`; a report is no list).
 */
export function useUrlFilters(resource: string, initial: Record<string, string>): UrlFilters {
  const { filters, setFilters } = useTable({
    resource,
    syncWithLocation: true,
    pagination: { mode: 'off' },
    filters: { initial: Object.entries(initial).map(([field, value]) => ({ field, operator: 'eq', value })), defaultBehavior: 'merge' },
    queryOptions: { enabled: false },
  });
  const filter = (field: string) => {
    const found = filters.find((f): f is CrudFilter & { field: string } => 'field' in f && f.field === field);
    return found?.value === undefined || found.value === null ? '' : String(found.value);
  };
  const values: Record<string, string> = {};
  for (const f of filters) if ('field' in f && f.value !== undefined && f.value !== null && f.value !== '') values[f.field] = String(f.value);
  return {
    filters,
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
