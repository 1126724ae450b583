import type { Call } from '../call';

export const askDataExport = { method: 'POST', path: '/api/data-export', auth: 'signed', idempotent: false } as const satisfies Call;
