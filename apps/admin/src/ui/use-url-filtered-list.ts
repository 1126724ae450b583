import type { BaseRecord } from '@refinedev/core';

import { useCursorList } from './use-cursor-list';
import type { CursorList } from './use-cursor-list';
import { useUrlFilters } from './use-url-filters';
import type { UrlFilters } from './use-url-filters';

/** What a filtered list gives a page: the list, each filter's value, and a way to change one. */
export interface UrlFilteredList<T> extends Omit<UrlFilters, 'filters'> {
  list: CursorList<T>;
  /** What the list's answer says besides its items (the texts' counts), once it came. */
  besides: Record<string, unknown>;
}

/**
 * A desk's list whose filters live in the address (`use-url-filters.ts`, their one reader and writer, in Refine's form),
 * so a filtered list can be shared by link and survives a reload; `initial` is what the list shows when the address
 * names no filter. useTable's own page query is off, because it pages by number and the server pages by cursor: the
 * pages come from useCursorList (Refine's infinite list) with the same filters. The data provider still refuses a
 * filter the list's contract does not take (one typed into the address too), naming it.
 */
export function useUrlFilteredList<T extends BaseRecord>(resource: string, initial: Record<string, string>): UrlFilteredList<T> {
  const { filters, ...rest } = useUrlFilters(resource, initial);
  const { besides, ...list } = useCursorList<T>(resource, filters);
  return { ...rest, list, besides };
}
