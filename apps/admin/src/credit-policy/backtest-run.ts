import { useCallback, useEffect, useRef, useState } from 'react';

import { type BacktestPart, type BacktestResult, mergeBacktests } from '@pocket/contracts/api/staff';
import { creditPolicyCalls } from '@pocket/contracts/staff';

import { pathOf, staffFetch } from '../api/http';

export interface BacktestRun {
  running: boolean;
  /** Decisions decided again so far, of `total` (the period's, counted by the first part). */
  done: number;
  total: number | null;
  /** The whole period's answer, once the last part is in. */
  result: BacktestResult | null;
  error: string | null;
}

const IDLE: BacktestRun = { running: false, done: 0, total: null, result: null, error: null };

/**
 * A backtest run part after part (GET .../backtest/part, 20,000 decisions each): the progress after each part, the
 * parts merged into the period's answer. Starting again, or leaving the page, drops a run still going.
 */
export function useBacktestRun(version: number) {
  const [run, setRun] = useState<BacktestRun>(IDLE);
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );
  const start = useCallback(
    async (period: { from: string; to: string }) => {
      const mine = ++current.current;
      setRun({ ...IDLE, running: true });
      let merged: BacktestResult | null = null;
      let total: number | null = null;
      let after = 0;
      try {
        for (;;) {
          const answer = await staffFetch<BacktestPart>('GET', pathOf(creditPolicyCalls.backtestPart, { version }), { query: { ...period, after: after || undefined } });
          if (mine !== current.current) return;
          total = answer.total ?? total;
          merged = merged ? mergeBacktests(merged, answer.part) : answer.part;
          const finished = answer.next === null;
          setRun({ running: !finished, done: merged.applications, total, result: finished ? merged : null, error: null });
          if (finished) return;
          after = answer.next!;
        }
      } catch (error) {
        if (mine === current.current) setRun({ ...IDLE, error: error instanceof Error ? error.message : 'The backtest could not be run.' });
      }
    },
    [version],
  );
  return { run, start };
}

/** "20,000 of 1,000,000 decisions (2%)" while a run goes on. */
export function progressText(run: BacktestRun): string {
  const n = (x: number) => x.toLocaleString('en');
  if (run.total === null) return 'Counting the period’s decisions...';
  const pct = run.total === 0 ? 100 : Math.floor((run.done * 100) / run.total);
  return `Deciding the period’s applications again: ${n(run.done)} of ${n(run.total)} decisions (${pct}%)`;
}
