import type { Call } from '../call';

export const uploadBase64 = { method: 'POST', path: '/api/common/api/uploadBase64', auth: 'signed', idempotent: false } as const satisfies Call;
