import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type Sharp from 'sharp';

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

/** Decompression bombs stop here: at most 40 megapixels (a 12 MP phone photo is far below). */
const MAX_PIXELS = 40_000_000;

// The image library (native, about 20 MiB resident) is loaded at the first upload, not at start-up.
let sharpLoaded: Promise<typeof Sharp> | null = null;
const loadSharp = () => (sharpLoaded ??= import('sharp').then((m) => m.default));

/**
 * Decodes the image with a real image library and encodes it again: only pixels survive, so a PNG header followed by
 * HTML, a script appended after the image's end, or metadata (EXIF with GPS) is never stored or served back.
 * Answers null when the bytes do not decode as the image they claim to be.
 */
export async function reencodeImage(bytes: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const { format } = await image.metadata();
    if (format !== (mime === 'image/png' ? 'png' : 'jpeg')) return null;
    return await (mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88 })).toBuffer();
  } catch {
    return null;
  }
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
    const clean = await reencodeImage(bytes, mime);
    if (!clean) throw badRequest(UPLOAD_MESSAGES.notImage);
    const id = randomBytes(18).toString('base64url');
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, id), clean);
    await insertUpload(this.db, { id, userId, mime, size: clean.length });
    return { id, url: `/api/common/api/upload/${id}`, mime, size: clean.length };
  }

  async read(userId: number, id: string) {
    const row = await findOwnedUpload(this.db, userId, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
    return { mime: row.mime, bytes: await readFile(path.join(this.dir, id)) };
  }
}
