import type { Call } from '../call';

export const quickRepayExtension = { method: 'GET', path: '/api/h5/quickRepay/extension/:id', auth: 'none', idempotent: false } as const satisfies Call;
