import { useCustom } from '@refinedev/core';

/** A content list of the catalogue desk (GET /catalogue/<what>): its items, loading, error and a refetch. */
export function useContentList<T>(what: 'banners' | 'notices') {
  const { query, result } = useCustom<T[]>({ url: `/catalogue/${what}`, method: 'get' });
  // Before the first answer Refine holds an empty object here.
  const items = Array.isArray(result.data) ? result.data : [];
  return { items, loading: query.isLoading, error: query.isError ? (query.error?.message ?? 'The list could not be loaded.') : null, refetch: () => void query.refetch() };
}
