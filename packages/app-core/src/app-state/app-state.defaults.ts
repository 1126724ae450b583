import { channelFromQuery } from '@pocket/contracts/channel';
import { APP_NAME, APP_VERSION_CODE, DEFAULT_CHANNEL, DEFAULT_LANG, TENANT_ID } from '@pocket/contracts/constants';

import { randomUuid } from '../lib/uuid';
import type { AppState } from './app-state.types';

export interface Environment {
  /** location.search, e.g. '?appChannelCode=WM2'. */
  search: string;
  userAgent: string;
}

export function browserEnvironment(): Environment {
  if (typeof window === 'undefined') return { search: '', userAgent: '' };
  return { search: window.location.search, userAgent: window.navigator.userAgent };
}

const BRANDS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/i, 'Apple'],
  [/SM-|Samsung/i, 'Samsung'],
  [/TECNO/i, 'TECNO'],
  [/Infinix/i, 'Infinix'],
  [/itel/i, 'itel'],
  [/HUAWEI|HONOR/i, 'HUAWEI'],
  [/Redmi|Xiaomi|MI \d/i, 'Xiaomi'],
  [/OPPO|CPH\d/i, 'OPPO'],
  [/vivo/i, 'vivo'],
  [/Nokia/i, 'Nokia'],
];

/** The deviceBrand header: the phone maker when the user agent names one. */
export function deviceBrandOf(userAgent: string): string {
  return BRANDS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? (/Android/i.test(userAgent) ? 'Android' : 'H5');
}

export function platformOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'h5';
}

/** The invite code of a referral link (`?invite=`), upper-cased; null when absent. */
export function inviteFromQuery(search: string): string | null {
  const code = new URLSearchParams(search).get('invite')?.trim().toUpperCase();
  return code && /^[A-Z0-9]{6,12}$/.test(code) ? code : null;
}

export function createDefaultAppState(env: Environment = browserEnvironment()): AppState {
  return {
    uid: randomUuid(),
    appName: APP_NAME,
    AppVersionCode: APP_VERSION_CODE,
    tenantID: TENANT_ID,
    lang: DEFAULT_LANG,
    device: deviceBrandOf(env.userAgent),
    appChannelCode: channelFromQuery(env.search) ?? DEFAULT_CHANNEL,
    platform: platformOf(env.userAgent),
    token: '',
    loginShow: false,
    authStep: 1,
    userInfo: null,
    userId: '',
    deviceId: randomUuid(),
    loanType: null,
    userStatus: null,
    productIndex: 0,
    packageName: '',
    marketingShow: false,
    marketList: [],
    holidaysShow: false,
    holidaysList: [],
    remind: false,
    vipPaymentShow: false,
    vipPaymentParams: null,
    firstInfoState: false,
    reInfoState: false,
    registerType: null,
    scoreDescriptionShow: false,
    scoreDescriptionContent: '',
    appLoginRecord: true,
    authLoanTypeExecutedDate: null,
    appDownloadLink: '',
    alternateChannelDownloadLink: '',
    inviteCode: inviteFromQuery(env.search) ?? '',
  };
}
