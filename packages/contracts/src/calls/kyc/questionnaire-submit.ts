import type { Call } from '../call';

export const questionnaireSubmit = { method: 'POST', path: '/api/admin/questionnaire/api/submit', auth: 'signed', idempotent: false } as const satisfies Call;
