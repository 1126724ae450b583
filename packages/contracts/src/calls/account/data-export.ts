import type { Call } from '../call';

export const dataExport = { method: 'GET', path: '/api/data-export', auth: 'signed', idempotent: false } as const satisfies Call;
