import type { Call } from './call';

/** docs/api.md, "5. App" and the messages' settings: channel, tracking points, device info, push. */
export const channel = { method: 'GET', path: '/api/v1/channel/queryByChannelCode/:code', auth: 'none', idempotent: false } as const satisfies Call;
export const trackingPoint = { method: 'POST', path: '/api/app/node/buriedPointV2', auth: 'optional', idempotent: false } as const satisfies Call;
export const grabInfo = { method: 'POST', path: '/api/user/grab/info/api/addUserGrabInfoToRisk', auth: 'signed', idempotent: false } as const satisfies Call;
export const messageSettings = { method: 'GET', path: '/api/messages/settings', auth: 'signed', idempotent: false } as const satisfies Call;
export const saveMessageSettings = { method: 'POST', path: '/api/messages/settings', auth: 'signed', idempotent: false } as const satisfies Call;
export const pushState = { method: 'GET', path: '/api/messages/push', auth: 'signed', idempotent: false } as const satisfies Call;
export const pushSubscribe = { method: 'POST', path: '/api/messages/push/subscription', auth: 'signed', idempotent: false } as const satisfies Call;
export const pushUnsubscribe = { method: 'POST', path: '/api/messages/push/unsubscribe', auth: 'signed', idempotent: false } as const satisfies Call;
