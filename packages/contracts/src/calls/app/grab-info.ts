import type { Call } from '../call';

export const grabInfo = { method: 'POST', path: '/api/user/grab/info/api/addUserGrabInfoToRisk', auth: 'signed', idempotent: false } as const satisfies Call;
