import type { Call } from '../call';

export const queryAreaInfo = { method: 'GET', path: '/api/h5/region/queryAreaInfoById/:id', auth: 'signed', idempotent: false } as const satisfies Call;
