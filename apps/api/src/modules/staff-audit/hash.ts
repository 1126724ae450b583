import { createHash, createHmac } from 'node:crypto';

/** The hash the first row links to. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields a row's hash covers (besides the previous hash), as stored. */
export interface HashedFields {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  roles: string[];
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  requestId: string | null;
  ip: string | null;
}

/** JSON with object keys sorted, so a jsonb value read back (keys reordered) hashes as it was written. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * HMAC-SHA256 (hex), under the audit key, of the previous row's hash and this row's fields (issue 42): without the
 * key, a row changed in the database cannot be given a hash that verifies, nor can the rows after it.
 */
export function rowHash(key: Buffer, prevHash: string, row: HashedFields): string {
  return createHmac('sha256', key).update(prevHash).update('\n').update(rowFields(row)).digest('hex');
}

/** SHA-256 without a key: how rows were hashed before issue 42 (accepted only before the first keyed row). */
export function unkeyedRowHash(prevHash: string, row: HashedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(rowFields(row)).digest('hex');
}

const rowFields = (row: HashedFields) => canonicalJson({ ...row, at: row.at.toISOString() });

/** What a checkpoint says: how many rows up to which row, that row's hash, and when. */
export interface CheckpointFields {
  at: Date;
  rows: number;
  headId: number | null;
  headHash: string | null;
}

/** The checkpoint's MAC under the audit key: a checkpoint cannot be made or changed without the key. */
export function checkpointMac(key: Buffer, cp: CheckpointFields): string {
  return createHmac('sha256', key).update(`checkpoint\n${cp.rows}\n${cp.headId ?? ''}\n${cp.headHash ?? ''}\n${cp.at.toISOString()}`).digest('hex');
}
