import { useCustom } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';

import type { StaffCall } from '@pocket/contracts/staff';

import { callOf } from '../api/http';

/**
 * A catalogue desk read (a GET call without parameters): its data once answered (null before, or when `ready` says the answer is not yet
 * the data: Refine holds an empty object there at first), loading, error and a refetch.
 */
export function useDeskRead<T extends BaseRecord | BaseRecord[]>(call: StaffCall & { method: 'GET'; params?: undefined }, ready: (data: unknown) => boolean = Array.isArray) {
  const { query, result } = useCustom<T>({ ...callOf(call) });
  const data = ready(result.data) ? (result.data as unknown as T) : null;
  return { data, loading: query.isLoading, error: query.isError ? (query.error?.message ?? 'This could not be loaded.') : null, refetch: () => void query.refetch() };
}
