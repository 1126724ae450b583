import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { MAX_UPLOAD_BYTES } from '@pocket/contracts/api/upload';
import type { UploadData } from '@pocket/contracts/api/upload';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import { findOwnedUpload, insertUpload } from './repo';

export const UPLOAD_MESSAGES = {
  notImage: 'content: the file must be a JPEG or PNG image',
  tooLarge: 'content: the image is larger than 5 MB',
  notBase64: 'content: must be base64',
  notFound: 'No such upload',
} as const;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The image type from its first bytes (never from a name or a declared type). */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  return null;
}

export class UploadService {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.dir = path.resolve(dataDir, 'uploads');
  }

  async save(userId: number, content: string): Promise<UploadData> {
    const base64 = content.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badRequest(UPLOAD_MESSAGES.notBase64);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.tooLarge);
    const mime = sniffImage(bytes);
    if (!mime) throw badRequest(UPLOAD_MESSAGES.notImage);
    const id = randomBytes(18).toString('base64url');
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, id), bytes);
    await insertUpload(this.db, { id, userId, mime, size: bytes.length });
    return { id, url: `/api/common/api/upload/${id}`, mime, size: bytes.length };
  }

  async read(userId: number, id: string) {
    const row = await findOwnedUpload(this.db, userId, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
    return { mime: row.mime, bytes: await readFile(path.join(this.dir, id)) };
  }
}
