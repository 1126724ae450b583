import { useInfiniteList } from '@refinedev/core';
import type { BaseRecord, CrudFilter } from '@refinedev/core';

/** A desk's list through Refine's infinite list: pages follow the server's cursor; filters go to the server. */
export function useCursorList<T extends BaseRecord>(resource: string, filters: CrudFilter[], options: { enabled?: boolean; pageSize?: number; listPath?: string } = {}) {
  const { query } = useInfiniteList<T>({
    resource,
    filters,
    ...(options.listPath ? { meta: { listPath: options.listPath } } : {}),
    pagination: { pageSize: options.pageSize ?? 50 },
    queryOptions: { enabled: options.enabled ?? true },
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return {
    items,
    loading: query.isLoading,
    error: query.error as Error | null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    refresh: () => void query.refetch(),
  };
}
