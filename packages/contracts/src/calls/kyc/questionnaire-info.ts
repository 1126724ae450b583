import type { Call } from '../call';

export const questionnaireInfo = { method: 'POST', path: '/api/admin/questionnaire/api/info', auth: 'signed', idempotent: false } as const satisfies Call;
