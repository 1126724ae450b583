import type { Call } from '../call';

/** Answers the image's bytes, not an envelope. */
export const readUpload = { method: 'GET', path: '/api/common/api/upload/:id', auth: 'signed', idempotent: false } as const satisfies Call;
