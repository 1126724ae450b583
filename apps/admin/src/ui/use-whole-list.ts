import { useList } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';

import type { CursorList } from './use-cursor-list';

/** A list answered whole: its items as a cursor list with nothing more to load, and what the answer says besides them. */
export interface WholeList<T, B> {
  list: CursorList<T>;
  /** The answer's other fields (the applications queue's `targetMinutes`), once it came. */
  besides: Partial<B>;
}

/**
 * A resource's list that the server answers whole (no cursor: a queue, a short list), through Refine's useList with
 * its list call (providers/resource-calls.ts), so Refine's invalidation of the resource reaches it and CursorListState
 * shows its states as it does a paged list's.
 */
export function useWholeList<T extends BaseRecord, B extends object = object>(resource: string, options: { refetchInterval?: number } = {}): WholeList<T, B> {
  const { query, result } = useList<T>({
    resource,
    pagination: { mode: 'off' },
    queryOptions: options.refetchInterval ? { refetchInterval: options.refetchInterval } : {},
  });
  const { data, total: _total, ...besides } = result;
  return {
    list: {
      items: data,
      loading: query.isLoading,
      error: query.error as Error | null,
      hasMore: false,
      loadingMore: false,
      more: () => undefined,
      retry: () => void query.refetch(),
      refresh: () => void query.refetch(),
    },
    // The data provider keeps the answer's fields beside `data` (getList); their shape is the list call's answer.
    besides: besides as Partial<B>,
  };
}
