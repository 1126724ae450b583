import type { Call } from '../call';

export const kycReview = { method: 'POST', path: '/api/user/auth/api/kycReview', auth: 'signed', idempotent: false } as const satisfies Call;
