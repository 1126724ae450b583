import type { Call } from './call';

/** docs/api.md: closing the account, complaints, consents, the data rights, the USSD PIN. */
export const closureCheck = { method: 'GET', path: '/api/account/close', auth: 'signed', idempotent: false } as const satisfies Call;
export const closureSendCode = { method: 'POST', path: '/api/account/close/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
export const closeAccount = { method: 'POST', path: '/api/account/close', auth: 'signed', idempotent: false } as const satisfies Call;
export const fileComplaint = { method: 'POST', path: '/api/complaints', auth: 'signed', idempotent: true } as const satisfies Call;
export const complaints = { method: 'GET', path: '/api/complaints', auth: 'signed', idempotent: false } as const satisfies Call;
export const consents = { method: 'GET', path: '/api/consents', auth: 'signed', idempotent: false } as const satisfies Call;
export const saveConsent = { method: 'POST', path: '/api/consents', auth: 'signed', idempotent: false } as const satisfies Call;
export const dataExportSendCode = { method: 'POST', path: '/api/data-export/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
export const askDataExport = { method: 'POST', path: '/api/data-export', auth: 'signed', idempotent: false } as const satisfies Call;
export const dataExport = { method: 'GET', path: '/api/data-export', auth: 'signed', idempotent: false } as const satisfies Call;
/** The download links of a ready export: the link's key is the proof, no session (opened by the browser). */
export const dataExportJson = { method: 'GET', path: '/api/data-export/file.json', auth: 'none', idempotent: false } as const satisfies Call;
export const dataExportHtml = { method: 'GET', path: '/api/data-export/file.html', auth: 'none', idempotent: false } as const satisfies Call;
export const askCorrection = { method: 'POST', path: '/api/data-corrections', auth: 'signed', idempotent: true } as const satisfies Call;
export const corrections = { method: 'GET', path: '/api/data-corrections', auth: 'signed', idempotent: false } as const satisfies Call;
export const ussdPin = { method: 'GET', path: '/api/ussd/pin', auth: 'signed', idempotent: false } as const satisfies Call;
export const setUssdPin = { method: 'POST', path: '/api/ussd/pin', auth: 'signed', idempotent: false } as const satisfies Call;
