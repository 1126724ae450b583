import type { Call } from './call';

/** docs/api.md, "2. Authentication". */
export const sendSmsCode = { method: 'POST', path: '/api/authentication/sendSmsCode/:mobile/:type', auth: 'none', idempotent: false } as const satisfies Call;
export const mobileLogin = { method: 'POST', path: '/api/authentication/mobileLogin', auth: 'none', idempotent: false } as const satisfies Call;
export const linkLogin = { method: 'POST', path: '/api/authentication/linkLogin', auth: 'none', idempotent: false } as const satisfies Call;
export const bindCheck = { method: 'POST', path: '/api/v1/user-third-info/bind-check', auth: 'none', idempotent: false } as const satisfies Call;
export const googleConfig = { method: 'GET', path: '/api/authentication/googleConfig', auth: 'none', idempotent: false } as const satisfies Call;
export const logout = { method: 'POST', path: '/api/authentication/logout', auth: 'signed', idempotent: false } as const satisfies Call;
