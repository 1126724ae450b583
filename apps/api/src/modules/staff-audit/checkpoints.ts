import { appendFileSync, existsSync, readFileSync } from 'node:fs';

import type { AuditChainBreak } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { checkpointMac, type CheckpointFields } from './hash';
import { allCheckpoints, countAfter, headRow, insertCheckpoint, lastCheckpoint, lockChain } from './repo';

/** A checkpoint with its MAC, as the table, the log and the file keep it. */
export interface AuditCheckpoint extends CheckpointFields {
  mac: string;
}

export interface CheckpointOptions {
  /** A file each checkpoint is appended to (JSON lines), outside the database; none when undefined. */
  file: string | undefined;
  /** Where each checkpoint is told (the server's log: shipped away from the database). */
  log: (checkpoint: AuditCheckpoint) => void;
}

const asLine = (cp: AuditCheckpoint) => JSON.stringify({ at: cp.at.toISOString(), rows: cp.rows, headId: cp.headId, headHash: cp.headHash, mac: cp.mac });

/**
 * Checkpoints of the audit chain's head (decision 0048): the number of rows up to the newest, its id and hash, and the
 * time, MACed with the audit key. Each is inserted in `staff_audit_checkpoints` (insert-only for the app's role), told
 * to the log and appended to the file, so that removing the newest rows (or every checkpoint in the database) is found
 * by `verify` from a copy the database's users cannot rewrite.
 */
export class AuditCheckpoints {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly now: () => number,
    private readonly options: CheckpointOptions,
  ) {}

  private macOk(cp: AuditCheckpoint): boolean {
    return checkpointMac(this.key, cp) === cp.mac;
  }

  /** A checkpoint of the head now, under the chain's lock; null when the head has not moved since the last one. */
  async write(): Promise<AuditCheckpoint | null> {
    const made = await this.db.transaction(async (tx) => {
      await lockChain(tx);
      const head = await headRow(tx);
      const last = await lastCheckpoint(tx);
      const trusted = last && this.macOk(last) ? last : null;
      if (trusted && trusted.headId === (head?.id ?? null)) return null;
      // Counted on from the last checkpoint: rows removed before it stay counted, so verify finds them missing.
      const rows = trusted ? trusted.rows + (await countAfter(tx, trusted.headId ?? 0)) : await countAfter(tx, 0);
      const fields = { at: new Date(this.now()), rows, headId: head?.id ?? null, headHash: head?.hash ?? null };
      const checkpoint = { ...fields, mac: checkpointMac(this.key, fields) };
      await insertCheckpoint(tx, checkpoint);
      return checkpoint;
    });
    if (made) {
      this.options.log(made);
      if (this.options.file) appendFileSync(this.options.file, `${asLine(made)}\n`, { mode: 0o600 });
    }
    return made;
  }

  /** Every checkpoint of the table and the file, once each; forged ones (a MAC that is not the key's) are breaks. */
  async known(tx: Tx): Promise<{ valid: AuditCheckpoint[]; forged: AuditChainBreak[] }> {
    const all: AuditCheckpoint[] = (await allCheckpoints(tx)).map((r) => ({ at: r.at, rows: r.rows, headId: r.headId, headHash: r.headHash, mac: r.mac }));
    const forged: AuditChainBreak[] = [];
    const file = this.options.file;
    if (file && existsSync(file)) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (!line.trim()) return;
        try {
          const cp = JSON.parse(line) as { at: string; rows: number; headId: number | null; headHash: string | null; mac: string };
          all.push({ at: new Date(cp.at), rows: cp.rows, headId: cp.headId, headHash: cp.headHash, mac: cp.mac });
        } catch {
          forged.push({ kind: 'checkpoint', id: null, message: `Line ${i + 1} of the checkpoint file is not a checkpoint`, expected: null, found: null });
        }
      });
    }
    const seen = new Set<string>();
    const valid: AuditCheckpoint[] = [];
    for (const cp of all) {
      if (seen.has(cp.mac)) continue;
      seen.add(cp.mac);
      if (this.macOk(cp)) valid.push(cp);
      else forged.push({ kind: 'checkpoint', id: cp.headId, message: `A checkpoint of ${cp.rows} rows up to row ${cp.headId ?? 'none'} does not carry the audit key's MAC: it was not written by Pocket`, expected: null, found: null });
    }
    return { valid, forged };
  }
}
