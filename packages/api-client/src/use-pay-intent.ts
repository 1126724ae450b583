import { useCallback, useRef, useState } from 'react';

import { intentKeys } from './idempotency';

/** What `send` answers: whether the intent is settled (the next attempt is a new intent), and a value for the caller. */
export type IntentAnswer<Value> = boolean | { settled: boolean; value: Value };

/**
 * The one idempotency hook for every money-moving call (repayment, extension, VIP, stage deposit and bills, loan
 * application, prize-wheel spin): runs one intent at a time, so a second tap while the first is in flight is ignored,
 * and a retry of the same body reuses its Idempotency-Key so the server replays instead of charging twice. `send`
 * says when the intent is settled (a success, or a final refusal); until then the key is kept, across re-renders and
 * even a popup that closes and reopens. `pay` resolves to the value `send` gave, or undefined for an ignored tap.
 */
export function usePayIntent<Body, Value = undefined>(scope: string, send: (body: Body, idempotencyKey: string) => Promise<IntentAnswer<Value>>) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const pay = useCallback(
    async (body: Body): Promise<Value | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const answer = await send(body, intentKeys.keyFor(scope, body));
        const settled = typeof answer === 'boolean' ? answer : answer.settled;
        if (settled) intentKeys.settle(scope);
        return typeof answer === 'boolean' ? undefined : answer.value;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [scope, send],
  );

  return { pay, submitting };
}
