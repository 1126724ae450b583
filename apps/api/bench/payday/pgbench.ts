/**
 * PostgreSQL's own rate for a transaction of a repayment's shape (docs/performance.md, "Payday"), measured by pgbench
 * in the same run on a copy of the payday database (`create database ... template`, dropped after): lock a bill,
 * insert its SUCCESSFUL payment, a ledger entry and four balanced lines (three receivables and cash), update the
 * bill. The tables carry their real indexes and triggers (borrower versions, the reports' daily totals, the ledger's
 * balance check), as the product's repayment does. One ngwee paid of each part, and one more ngwee due (the copy's
 * books need not balance), so that a bill paid off in the run is never overpaid.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { backendPids, CpuTracker } from './observe';

// pgbench reads `:name` as a variable even inside a string literal: the colons of accounts and subjects are written
// as escapes (E'asset\x3acash' is 'asset:cash').
const SCRIPT = `\\set plan random(:first_plan, :last_plan)
BEGIN;
SELECT id, user_id, order_id FROM loan_plans WHERE id = :plan FOR UPDATE \\gset p_
INSERT INTO payments (user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, provider_tx_id, finalized_at)
  VALUES (:p_user_id, :p_order_id, :p_id, 'REPAY', 'mtn', gen_random_uuid()::text, '0960000000', 3, 'SUCCESSFUL', 'PGBENCH', now()) RETURNING id AS pay_id \\gset
INSERT INTO ledger_entries (ref, kind) VALUES (E'payment\\x3a' || CAST(:pay_id AS text), 'repayment') RETURNING id AS entry_id \\gset
INSERT INTO ledger_lines (entry_id, account, subject, amount) VALUES
  (CAST(:entry_id AS bigint), E'asset\\x3afee_receivable', E'plan\\x3a' || CAST(:p_id AS text), -1),
  (CAST(:entry_id AS bigint), E'asset\\x3ainterest_receivable', E'plan\\x3a' || CAST(:p_id AS text), -1),
  (CAST(:entry_id AS bigint), E'asset\\x3aloan_principal', E'plan\\x3a' || CAST(:p_id AS text), -1),
  (CAST(:entry_id AS bigint), E'asset\\x3acash', '-', 3);
UPDATE loan_plans SET fee_due = fee_due + 1, fee_paid = fee_paid + 1, interest_due = interest_due + 1, interest_paid = interest_paid + 1,
  principal_due = principal_due + 1, principal_paid = principal_paid + 1, updated_at = now() WHERE id = :p_id;
END;
`;

export interface PgbenchResult {
  tps: number;
  /** CPU per transaction: PostgreSQL's backends, and pgbench itself (ms). */
  postgresCpuMs: number;
  clientCpuMs: number;
  latencyMs: number;
  transactions: number;
  clients: number;
  seconds: number;
  command: string;
}

/**
 * Runs pgbench with the script against `database` (`host`: a Unix socket directory, else the URL's host); bills are chosen at random among ids firstPlan..lastPlan. The CPU
 * of the database's backends and of pgbench is read from /proc four times a second while it runs.
 */
export async function runPgbench(opts: { bin: string; pgBase: string; host: string | null; database: string; dir: string; clients: number; seconds: number; firstPlan: number; lastPlan: number }): Promise<PgbenchResult> {
  const file = path.join(opts.dir, 'repayment.pgbench.sql');
  writeFileSync(file, SCRIPT);
  const url = new URL(opts.pgBase);
  const args = [
    '-h', opts.host ?? url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'),
    '-n', '-M', 'prepared', '-c', String(opts.clients), '-j', String(Math.min(2, opts.clients)), '-T', String(opts.seconds),
    '-D', `first_plan=${opts.firstPlan}`, '-D', `last_plan=${opts.lastPlan}`, '-f', file, opts.database,
  ];
  const admin = new pg.Client({ connectionString: `${opts.pgBase}/postgres` });
  await admin.connect();
  const backends = new CpuTracker(true);
  const client = new CpuTracker(true);
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(opts.bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setInterval(() => {
      client.look([child.pid!]);
      void backendPids(admin, opts.database).then((pids) => backends.look(pids), () => undefined);
    }, 250);
    child.once('exit', () => clearInterval(timer));
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}: ${text.slice(-800)}`))));
  });
  await admin.end();
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
  const tps = num(/tps = ([\d.]+) \(without initial connection time\)/);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no rate:\n${out}`);
  const transactions = num(/number of transactions actually processed: (\d+)/);
  return {
    tps,
    postgresCpuMs: (backends.seconds() * 1000) / Math.max(1, transactions),
    clientCpuMs: (client.seconds() * 1000) / Math.max(1, transactions),
    latencyMs: num(/latency average = ([\d.]+) ms/),
    transactions,
    clients: opts.clients,
    seconds: opts.seconds,
    command: `pgbench ${args.slice(6).join(' ').replace(file, 'repayment.pgbench.sql')}`,
  };
}
