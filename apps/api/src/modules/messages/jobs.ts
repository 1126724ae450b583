import { startLeasedJob } from '../../plugins/leased-job';
import type { MessageEngine } from './service';

/**
 * The message job's in-process timer (docs/decisions/0023-message-jobs.md): every `intervalMs` each process tries;
 * the Redis lease lets one of them run per interval, the advisory lock keeps the day's collection single, and the
 * claims (FOR UPDATE SKIP LOCKED) and the unique key keep every message single even when two run at once.
 */
export function startMessageJob(opts: {
  engine: MessageEngine;
  intervalMs: number;
  log: (msg: string, err?: unknown) => void;
  lease?: (job: string, ms: number) => Promise<boolean>;
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
}) {
  const { stop } = startLeasedJob({ name: 'message job', intervalMs: opts.intervalMs, firstAfterMs: 2_500, log: opts.log, lease: opts.lease, onRun: opts.onRun }, async () => (await opts.engine.runJob()).ran);
  /** Receipts go at once: a notify asks for a dispatch soon after (the payment's transaction has committed by then). */
  const kick = () => {
    setTimeout(() => {
      opts.engine.dispatch().catch((err: unknown) => opts.log('message dispatch failed', err));
    }, 200).unref();
  };
  return { stop, kick };
}
