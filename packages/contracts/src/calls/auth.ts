/** docs/api.md, "2. Authentication". */
export { sendSmsCode } from './auth/send-sms-code';
export { mobileLogin } from './auth/mobile-login';
export { linkLogin } from './auth/link-login';
export { bindCheck } from './auth/bind-check';
export { googleConfig } from './auth/google-config';
export { logout } from './auth/logout';
