import { useEffect, useRef } from 'react';

import { pollDelay } from './poll-delay';

/**
 * Follows a payment in flight without a reload: while `pending`, asks again after a growing delay each time an
 * answer arrives (`answeredAt` changes); stops as soon as the payment is final.
 */
export function useFollowPayment(pending: boolean, answeredAt: number | undefined, refetch: () => unknown): void {
  const attempt = useRef(0);
  useEffect(() => {
    if (!pending) {
      attempt.current = 0;
      return;
    }
    const timer = setTimeout(() => {
      attempt.current += 1;
      refetch();
    }, pollDelay(attempt.current));
    return () => clearTimeout(timer);
  }, [pending, answeredAt, refetch]);
}
