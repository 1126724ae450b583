import type { AuditChainBreak, AuditVerifyData } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import type { AuditCheckpoint } from './checkpoints';
import { GENESIS_HASH, rowHash, unkeyedRowHash } from './hash';
import { chainBatch } from './repo';

/** Breaks listed in the answer (all are counted). */
const LISTED = 1_000;
const short = (hash: string | null) => (hash ? `${hash.slice(0, 12)}...` : 'none');

/**
 * Walks the whole chain and checks it against every checkpoint (issue 42): each row must follow the one before (its
 * previous hash) and give its own hash under the key (rows hashed without a key are accepted only before the first
 * keyed row: the chain as it was before issue 42); each checkpoint's count and head must be what the table holds.
 * Every break is reported, and the walk goes on after one (from the hash the row holds).
 */
export async function verifyChain(tx: Tx, key: Buffer, checkpoints: { valid: AuditCheckpoint[]; forged: AuditChainBreak[] }, batch = 1000): Promise<AuditVerifyData> {
  const breaks: AuditChainBreak[] = [];
  let breakCount = 0;
  let brokenAt: number | null = null;
  const add = (b: AuditChainBreak) => {
    breakCount += 1;
    brokenAt ??= b.id;
    if (breaks.length < LISTED) breaks.push(b);
  };
  checkpoints.forged.forEach(add);
  const pending = checkpoints.valid.filter((cp) => cp.headId !== null).sort((a, b) => a.headId! - b.headId!);
  let next = 0;
  const missing = (cp: AuditCheckpoint, rowsUpTo: number) =>
    add({
      kind: 'checkpoint',
      id: cp.headId,
      message: `The checkpoint of ${cp.at.toISOString()} counted ${cp.rows} rows up to row ${cp.headId} (hash ${short(cp.headHash)}); row ${cp.headId} is not in the audit, which holds ${rowsUpTo} rows up to it`,
      expected: { rows: cp.rows, headId: cp.headId, headHash: cp.headHash },
      found: { rows: rowsUpTo, headId: null, headHash: null },
    });

  let prev = GENESIS_HASH;
  let last: { id: number; hash: string } | null = null;
  let rows = 0;
  let keyedSeen = false;
  for (let afterId = 0; ; ) {
    const page = await chainBatch(tx, afterId, batch);
    for (const row of page) {
      while (next < pending.length && pending[next]!.headId! < row.id) missing(pending[next++]!, rows);
      rows += 1;
      const { prevHash, hash, ...fields } = row;
      if (prevHash !== prev) {
        add({ kind: 'link', id: row.id, message: `Row ${row.id} does not follow ${last ? `row ${last.id}` : 'the start of the chain'}: a row before it is missing or was changed`, expected: null, found: null });
      }
      const keyed = rowHash(key, prevHash, fields) === hash;
      if (keyed) keyedSeen = true;
      else if (keyedSeen || unkeyedRowHash(prevHash, fields) !== hash) {
        add({ kind: 'hash', id: row.id, message: `Row ${row.id}'s fields do not give its hash under the audit key: it was changed, or written without the key`, expected: null, found: null });
      }
      while (next < pending.length && pending[next]!.headId === row.id) {
        const cp = pending[next++]!;
        if (cp.rows !== rows || cp.headHash !== hash) {
          add({
            kind: 'checkpoint',
            id: row.id,
            message: `The checkpoint of ${cp.at.toISOString()} counted ${cp.rows} rows up to row ${row.id} with hash ${short(cp.headHash)}; the audit holds ${rows} rows up to it, with hash ${short(hash)}`,
            expected: { rows: cp.rows, headId: cp.headId, headHash: cp.headHash },
            found: { rows, headId: row.id, headHash: hash },
          });
        }
      }
      prev = hash;
      last = { id: row.id, hash };
    }
    if (page.length < batch) break;
    afterId = page[page.length - 1]!.id;
  }
  while (next < pending.length) missing(pending[next++]!, rows);
  const newest = [...checkpoints.valid].sort((a, b) => (a.headId ?? 0) - (b.headId ?? 0) || a.at.getTime() - b.at.getTime()).at(-1);
  return {
    ok: breakCount === 0,
    rows,
    brokenAt,
    breaks,
    breakCount,
    expected: newest ? { rows: newest.rows, headId: newest.headId, headHash: newest.headHash, at: newest.at.toISOString() } : null,
    found: { rows, headId: last?.id ?? null, headHash: last?.hash ?? null },
    checkpoints: checkpoints.valid.length,
  };
}
