/** docs/api.md, "3. User". */
export { getUserInfo } from './user/get-user-info';
export { getAppLoginRecord } from './user/get-app-login-record';
export { getReminders } from './user/get-reminders';
