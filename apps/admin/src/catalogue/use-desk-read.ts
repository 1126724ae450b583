import type { BaseRecord } from '@refinedev/core';

import type { StaffCall } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { useResourceRead } from '../ui/use-resource-read';

/**
 * A catalogue desk read (a GET call without parameters) kept under its resource's name in Refine's cache, so a save
 * refreshes it through `useRefreshAfter(resource)`: its data once answered (null before, or when `ready` says the
 * answer is not yet the data: Refine holds an empty object there at first), loading and error.
 */
export function useDeskRead<T extends BaseRecord | BaseRecord[]>(resource: string, call: StaffCall & { method: 'GET'; params?: undefined }, ready: (data: unknown) => boolean = Array.isArray) {
  const { query, result } = useResourceRead<BaseRecord>(resource, callOf(call));
  const data = ready(result.data) ? (result.data as unknown as T) : null;
  return { data, loading: query.isLoading, error: query.isError ? (query.error?.message ?? 'This could not be loaded.') : null };
}
