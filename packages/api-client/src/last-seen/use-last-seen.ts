import { useEffect, useMemo } from 'react';

import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';

import type { ApiFailure } from '../api-error';
import { recallLastSeen, rememberLastSeen } from './last-seen-store';

/** A query's result as a bill page reads it: its own answer, or the last one seen when the network is gone. */
export interface LastSeenResult<T> {
  data: T | undefined;
  /** Set when `data` is the copy kept earlier (ms since the epoch of its answer); null for a fresh answer. */
  asOf: number | null;
}

interface QueryLike<T> {
  data?: T | undefined;
  isError: boolean;
  error?: unknown;
  fulfilledTimeStamp?: number | undefined;
}

/** A failure without an answer from the server (client.ts: code 0 after a transport error): no connection. */
export const isNoConnection = (error: unknown): boolean => (error as ApiFailure | undefined)?.code === 0;

/**
 * Keeps each answer of `query` under `name` for the signed-in borrower and, when the query fails for want of a
 * connection, gives the last kept answer instead with its time. Any other failure stays a failure.
 */
export function useLastSeen<T>(name: string, query: QueryLike<T>): LastSeenResult<T> {
  const owner = useAppSelector(selectUserId);
  const { data, isError, error, fulfilledTimeStamp } = query;
  useEffect(() => {
    if (data !== undefined) rememberLastSeen(owner, name, data, fulfilledTimeStamp ?? Date.now());
  }, [owner, name, data, fulfilledTimeStamp]);
  const offline = data === undefined && isError && isNoConnection(error);
  return useMemo(() => {
    if (!offline) return { data, asOf: null };
    const kept = recallLastSeen<T>(owner, name);
    return kept ? { data: kept.data, asOf: kept.savedAt } : { data, asOf: null };
  }, [offline, owner, name, data]);
}
