import { z } from 'zod';

import { envelope, uploadIdField } from './common';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** POST /api/common/api/uploadBase64: a JPEG or PNG (checked by its first bytes), at most 5 MB decoded. */
export const uploadBase64Body = z.object({
  /** Base64, with or without a `data:image/...;base64,` prefix. */
  content: z.string().min(8, 'content must be a base64 image').max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 100, 'content: the image is larger than 5 MB'),
});
export type UploadBase64Body = z.infer<typeof uploadBase64Body>;

export const uploadData = z.object({
  /** Pass this id to the KYC calls (nrcFrontId, nrcBackId, faceImageId). */
  id: z.string(),
  /** GET this (signed) to read the image back; only its owner may. */
  url: z.string(),
  mime: z.enum(['image/jpeg', 'image/png']),
  size: z.number().int(),
});
export type UploadData = z.infer<typeof uploadData>;
export const uploadAnswer = envelope(uploadData);

export const uploadParams = z.object({ id: uploadIdField });
