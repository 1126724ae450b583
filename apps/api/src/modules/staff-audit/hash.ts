import { createHash } from 'node:crypto';

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

/** SHA-256 (hex) of the previous row's hash and this row's fields. */
export function rowHash(prevHash: string, row: HashedFields): string {
  const fields = canonicalJson({ ...row, at: row.at.toISOString() });
  return createHash('sha256').update(prevHash).update('\n').update(fields).digest('hex');
}
