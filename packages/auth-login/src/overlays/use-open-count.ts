import { useEffect, useState } from 'react';

/** Counts how many times an overlay has opened; passed to the code field so each opening resets its countdown. */
export function useOpenCount(open: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (open) setCount((c) => c + 1);
  }, [open]);
  return count;
}
