import { useEffect, useState } from 'react';

/** A popup's turn: true once nothing blocking has been open for `settleMs` (the closing panel has slid away). */
export function useTurn(blocked: boolean, settleMs = 450): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (blocked) {
      setTurn(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setTurn(true), settleMs);
    return () => window.clearTimeout(timer);
  }, [blocked, settleMs]);
  return turn;
}
