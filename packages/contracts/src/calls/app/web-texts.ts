import type { Call } from '../call';

export const webTexts = { method: 'GET', path: '/api/texts/web', auth: 'none', idempotent: false } as const satisfies Call;
