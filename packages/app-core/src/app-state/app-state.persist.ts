import { channelFromQuery } from '@pocket/contracts/channel';

import type { FieldLayout } from '../persist/field-storage';
import { persistedSlice } from '../persist/persisted-slice';
import { browserEnvironment, inviteFromQuery } from './app-state.defaults';
import type { Environment } from './app-state.defaults';
import { appStateSlice } from './app-state.slice';
import type { AppState } from './app-state.types';

/**
 * Where each app state field of docs/product.md#app-state-and-entities is kept: a cookie per field, except deviceId and
 * authLoanTypeExecutedDate in localStorage (appliedProduct belongs to borrow's slice, which keeps it there too); the panels' show flags for the browser session
 * only (a flag left open must not reopen its panel on a later visit); the build's own values are written, never read.
 * uid lives as long as the token (a cookie like it, renewed at each login): the server refuses a session's calls signed
 * with another uid than its first (issue 34), so a uid that ended with the browser session would log the borrower out.
 */
export const APP_STATE_LAYOUT = {
  uid: 'cookie',
  appName: 'write-only-cookie',
  AppVersionCode: 'write-only-cookie',
  tenantID: 'write-only-cookie',
  lang: 'cookie',
  device: 'cookie',
  appChannelCode: 'cookie',
  platform: 'cookie',
  token: 'cookie',
  loginShow: 'session-cookie',
  authStep: 'cookie',
  userInfo: 'cookie',
  userId: 'cookie',
  deviceId: 'local',
  loanType: 'cookie',
  userStatus: 'cookie',
  productIndex: 'cookie',
  packageName: 'cookie',
  marketingShow: 'session-cookie',
  marketList: 'cookie',
  holidaysShow: 'session-cookie',
  holidaysList: 'cookie',
  remind: 'cookie',
  vipPaymentShow: 'session-cookie',
  vipPaymentParams: 'cookie',
  firstInfoState: 'cookie',
  reInfoState: 'cookie',
  registerType: 'cookie',
  scoreDescriptionShow: 'session-cookie',
  scoreDescriptionContent: 'cookie',
  appLoginRecord: 'cookie',
  authLoanTypeExecutedDate: 'local',
  appDownloadLink: 'cookie',
  alternateChannelDownloadLink: 'cookie',
  inviteCode: 'cookie',
} as const satisfies Required<FieldLayout<keyof AppState>>;

/**
 * The channel of the visit's query string wins over a stored one (and is then stored); so does a referral link's
 * invite code, for a visitor not logged in (it is kept until login).
 */
export function restoreAppState(stored: Partial<AppState>, env: Environment = browserEnvironment()) {
  const channel = channelFromQuery(env.search);
  const invite = stored.token ? null : inviteFromQuery(env.search);
  return { ...stored, ...(channel ? { appChannelCode: channel } : {}), ...(invite ? { inviteCode: invite } : {}) };
}

/** The app state slice as the shell's store persists it. */
export const persistedAppState = persistedSlice(appStateSlice, {
  fields: APP_STATE_LAYOUT,
  restore: (stored) => restoreAppState(stored),
});
