import { useList, useOne } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';

/** What a catalogue desk shows of its read: the data once answered (null before, or when refused), loading and error. */
export interface DeskRead<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

const refusal = (query: { isError: boolean; error: { message?: string } | null }, unreadable = 'This could not be loaded.') =>
  query.isError ? (query.error?.message ?? unreadable) : null;

/**
 * A catalogue desk's list answered whole (the VIP cards, the coupon packs, the loan products) through Refine's useList
 * over the resource's list call (providers/resource-calls.ts), so a save refreshes it through `useRefreshAfter`.
 */
export function useDeskList<T extends BaseRecord>(resource: string): DeskRead<T[]> {
  const { query, result } = useList<T>({ resource, pagination: { mode: 'off' } });
  return { data: query.isSuccess ? result.data : null, loading: query.isLoading, error: refusal(query) };
}

/**
 * A catalogue desk's one record (a settings page: the prize wheel, the store page) through Refine's useOne over the
 * resource's show call, which reads no id, so none is sent; `unreadable` is said when a refusal has no words.
 */
export function useDeskRecord<T extends BaseRecord>(resource: string, unreadable?: string): DeskRead<T> {
  const { query, result } = useOne<T>({ resource, queryOptions: { enabled: true } });
  return { data: query.isSuccess ? (result ?? null) : null, loading: query.isLoading, error: refusal(query, unreadable) };
}
