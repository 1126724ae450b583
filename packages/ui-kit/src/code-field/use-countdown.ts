import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown; 0 when idle. Counted against a deadline rather than by ticks, so a phone that
 * throttles a background tab still shows the true time left when the user comes back.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  const reset = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);
  return { remaining, counting: remaining > 0, start, reset };
}
