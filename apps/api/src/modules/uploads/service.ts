import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

import { MAX_UPLOAD_BYTES } from '@pocket/contracts/api/upload';
import type { UploadData } from '@pocket/contracts/api/upload';

import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { probeImage, sniffImage } from './images';
import type { UploadQuota } from './quota';
import type { Reencoder } from './reencoder';
import { findOwnedUpload, insertUpload } from './repo';

export { sniffImage } from './images';

export const UPLOAD_MESSAGES = {
  notImage: 'content: the file must be a JPEG or PNG image',
  tooLarge: 'content: the image is larger than 5 MB',
  notBase64: 'content: must be base64',
  notFound: 'No such upload',
  unreadable: 'This photo could not be read; please upload it again',
  processing: 'The photo is still being processed; please try again in a few seconds',
} as const;

/** How long reading an upload back waits for its re-encode before answering 409 (a queue of a few dozen photos). */
export const SERVE_WAIT_MS = 15_000;

/** Base64 letters, then at most two `=` at the very end (a character scan, no backtracking: ~3 ms for 5 MB). */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
function isBase64(text: string) {
  const pad = text.indexOf('=');
  return !NOT_BASE64.test(text) && (pad === -1 || (pad >= text.length - 2 && !text.slice(pad).replace(/=/g, '')));
}

export interface UploadDeps {
  db: Db;
  quota: UploadQuota;
  reencoder: Reencoder;
}

export class UploadService {
  /** Tests shorten it. */
  serveWaitMs = SERVE_WAIT_MS;
  private readonly db: Db;
  private readonly quota: UploadQuota;
  private readonly reencoder: Reencoder;

  constructor(deps: UploadDeps) {
    this.db = deps.db;
    this.quota = deps.quota;
    this.reencoder = deps.reencoder;
  }

  /**
   * Cheap checks while the borrower waits (size, magic bytes, the image header), then one of today's uploads from the
   * quota, then the original bytes are stored and the answer goes out; the re-encode runs in the background.
   */
  async save(userId: number, content: string): Promise<UploadData> {
    const base64 = content.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
    if (!isBase64(base64)) throw badRequest(UPLOAD_MESSAGES.notBase64);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.tooLarge);
    const mime = sniffImage(bytes);
    if (!mime || !(await probeImage(bytes, mime))) throw badRequest(UPLOAD_MESSAGES.notImage);
    const giveBack = await this.quota.take(userId, bytes.length);
    const id = randomBytes(18).toString('base64url');
    const { original } = this.reencoder.files(id);
    try {
      await mkdir(this.reencoder.dir, { recursive: true });
      await writeFile(original, bytes);
      await insertUpload(this.db, { id, userId, mime, size: bytes.length });
    } catch (err) {
      await rm(original, { force: true });
      await giveBack();
      throw err;
    }
    await this.reencoder.claim(id);
    return { id, url: `/api/common/api/upload/${id}`, mime, size: bytes.length };
  }

  /** The re-encoded image, never the bytes as received: waits (bounded) for a re-encode still running. */
  async read(userId: number, id: string) {
    const row = await findOwnedUpload(this.db, userId, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
    const state = await this.reencoder.settled(id, this.serveWaitMs);
    if (state === 'pending') throw new AppError(409, UPLOAD_MESSAGES.processing, { retryAfterSeconds: 5 });
    if (state !== 'ready') throw notFound(UPLOAD_MESSAGES.unreadable);
    return { mime: row.mime, bytes: await readFile(this.reencoder.files(id).served) };
  }

  /**
   * Whether the user's upload may be named in a KYC step: theirs, and re-encoded or still being re-encoded after the
   * bounded wait (not refused by the re-encode).
   */
  async usable(userId: number, id: string): Promise<boolean> {
    if (!(await findOwnedUpload(this.db, userId, id))) return false;
    const state = await this.reencoder.settled(id, this.serveWaitMs);
    return state === 'ready' || state === 'pending';
  }
}
