import type { Call } from '../call';

export const saveIdentity = { method: 'POST', path: '/api/user/auth/api/addOrUpdateUserOcrInfoV3', auth: 'signed', idempotent: false } as const satisfies Call;
