import type { Call } from '../call';

export const dataExportSendCode = { method: 'POST', path: '/api/data-export/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
