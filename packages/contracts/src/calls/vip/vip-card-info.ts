import type { Call } from '../call';

export const vipCardInfo = { method: 'GET', path: '/api/vip/getVipCardInfo', auth: 'optional', idempotent: false } as const satisfies Call;
