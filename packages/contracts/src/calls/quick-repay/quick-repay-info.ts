import type { Call } from '../call';

export const quickRepayInfo = { method: 'POST', path: '/api/h5/quickRepay/info', auth: 'none', idempotent: false } as const satisfies Call;
