import { useCallback, useRef, useState } from 'react';

import { intentKeys } from './idempotency';

/**
 * Runs one payment intent at a time: a second tap while the first is in flight is ignored, and a retry of the same
 * body reuses its Idempotency-Key so the server replays instead of charging twice. A success settles the intent.
 */
export function usePayIntent<Body>(scope: string, send: (body: Body, idempotencyKey: string) => Promise<boolean>) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const pay = useCallback(
    async (body: Body) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const ok = await send(body, intentKeys.keyFor(scope, body));
        if (ok) intentKeys.settle(scope);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [scope, send],
  );

  return { pay, submitting };
}
