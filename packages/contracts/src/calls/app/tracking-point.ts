import type { Call } from '../call';

export const trackingPoint = { method: 'POST', path: '/api/app/node/buriedPointV2', auth: 'optional', idempotent: false } as const satisfies Call;
