import { useList } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';

/**
 * A content list of the catalogue desk (the banners or the notices) through Refine's useList over its resource: its
 * items, loading and error. Refine fetches it again after a save through the same resource (RecordForm).
 */
export function useContentList<T extends BaseRecord>(resource: 'banners' | 'notices') {
  const { query, result } = useList<T>({ resource, pagination: { mode: 'off' } });
  return { items: result.data, loading: query.isLoading, error: query.isError ? query.error.message : null };
}
