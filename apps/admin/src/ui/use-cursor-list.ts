import { useInfiniteList } from '@refinedev/core';
import type { BaseRecord, CrudFilter } from '@refinedev/core';

/** What a cursor list gives a page: its items so far and its states (ListState shows them). */
export interface CursorList<T> {
  items: T[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  more: () => void;
  retry: () => void;
  refresh: () => void;
}

/**
 * A desk's list through Refine's infinite list: pages follow the server's cursor; filters go to the server. The call
 * is the resource's list call (providers/resource-calls.ts); `params` fills its path (a statement's id). `besides` is
 * what the answer says besides its items (the borrower texts' counts of missing and draft texts).
 */
export function useCursorList<T extends BaseRecord>(
  resource: string,
  filters: CrudFilter[],
  options: { enabled?: boolean; pageSize?: number; params?: Record<string, string | number> } = {},
): CursorList<T> & { besides: Record<string, unknown> } {
  const { query } = useInfiniteList<T>({
    resource,
    filters,
    ...(options.params ? { meta: { params: options.params } } : {}),
    pagination: { pageSize: options.pageSize ?? 50 },
    queryOptions: { enabled: options.enabled ?? true },
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  // What the first page answers besides its items (the data provider keeps it: a list's counts, its language).
  const besides: Record<string, unknown> = { ...query.data?.pages[0] };
  for (const key of ['data', 'total', 'cursor', 'pagination']) delete besides[key];
  return {
    items,
    besides,
    loading: query.isLoading,
    error: query.error as Error | null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    refresh: () => void query.refetch(),
  };
}
