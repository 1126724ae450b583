import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key file's name under DATA_DIR when AUDIT_KEY is unset (the embedded default). */
export const AUDIT_KEY_FILE = 'audit-key';

/**
 * The audit chain's HMAC key (decision 0048): AUDIT_KEY when set (required in production), otherwise the key file under
 * the data folder, made at the first start (32 random bytes, hex, readable by the server's user only). Made under a
 * temporary name and linked into place, so that processes starting together all read the same key.
 */
export function auditKeyOf(config: { key: string | undefined; dataDir: string }): Buffer {
  if (config.key) return Buffer.from(config.key, 'utf8');
  const dir = path.resolve(config.dataDir);
  const file = path.join(dir, AUDIT_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const staging = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(staging, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      linkSync(staging, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(staging);
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`The audit key file ${file} holds ${key.length} characters, fewer than 32: restore it from a backup (docs/operations.md)`);
  return Buffer.from(key, 'utf8');
}
