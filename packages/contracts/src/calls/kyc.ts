import type { Call } from './call';

/** docs/api.md, "4. KYC" (the questionnaire's calls sit under /api/admin for the old app's sake; they are the borrower's). */
export const authProcessStep = { method: 'POST', path: '/api/user/auth/api/getUserAuthProcessStep', auth: 'signed', idempotent: false } as const satisfies Call;
export const kycReview = { method: 'POST', path: '/api/user/auth/api/kycReview', auth: 'signed', idempotent: false } as const satisfies Call;
export const saveIdentity = { method: 'POST', path: '/api/user/auth/api/addOrUpdateUserOcrInfoV3', auth: 'signed', idempotent: false } as const satisfies Call;
export const saveAuthInfo = { method: 'POST', path: '/api/user/auth/api/addOrUpdateUserAuthInfo', auth: 'signed', idempotent: false } as const satisfies Call;
export const questionnaireInfo = { method: 'POST', path: '/api/admin/questionnaire/api/info', auth: 'signed', idempotent: false } as const satisfies Call;
export const questionnaireSubmit = { method: 'POST', path: '/api/admin/questionnaire/api/submit', auth: 'signed', idempotent: false } as const satisfies Call;
export const queryAreaInfo = { method: 'GET', path: '/api/h5/region/queryAreaInfoById/:id', auth: 'signed', idempotent: false } as const satisfies Call;
export const uploadBase64 = { method: 'POST', path: '/api/common/api/uploadBase64', auth: 'signed', idempotent: false } as const satisfies Call;
/** Answers the image's bytes, not an envelope. */
export const readUpload = { method: 'GET', path: '/api/common/api/upload/:id', auth: 'signed', idempotent: false } as const satisfies Call;
