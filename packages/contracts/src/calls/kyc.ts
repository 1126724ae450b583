/** docs/api.md, "4. KYC" (the questionnaire's calls sit under /api/admin for the old app's sake; they are the borrower's). */
export { authProcessStep } from './kyc/auth-process-step';
export { kycReview } from './kyc/kyc-review';
export { saveIdentity } from './kyc/save-identity';
export { saveAuthInfo } from './kyc/save-auth-info';
export { questionnaireInfo } from './kyc/questionnaire-info';
export { questionnaireSubmit } from './kyc/questionnaire-submit';
export { queryAreaInfo } from './kyc/query-area-info';
export { uploadBase64 } from './kyc/upload-base64';
export { readUpload } from './kyc/read-upload';
