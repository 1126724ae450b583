import type { VipPaymentParams } from '../overlays/overlay-ids';

/** Signed-in user's info as /my/getUserInfo answers it; `mobile` is the one field the shell relies on. */
export interface UserInfo {
  mobile?: string;
  [field: string]: unknown;
}

/** The app state of docs/product.md#app-state-and-entities, field for field. */
export interface AppState {
  uid: string;
  appName: string;
  AppVersionCode: string;
  tenantID: string;
  lang: string;
  device: string;
  appChannelCode: string;
  platform: string;
  token: string;
  loginShow: boolean;
  authStep: number;
  userInfo: UserInfo | null;
  userId: string;
  deviceId: string;
  loanType: number | null;
  userStatus: number | null;
  productIndex: number;
  packageName: string;
  marketingShow: boolean;
  marketList: unknown[];
  holidaysShow: boolean;
  holidaysList: unknown[];
  remind: boolean;
  vipPaymentShow: boolean;
  vipPaymentParams: VipPaymentParams | null;
  firstInfoState: boolean;
  reInfoState: boolean;
  registerType: number | null;
  scoreDescriptionShow: boolean;
  scoreDescriptionContent: string;
  appLoginRecord: boolean;
  authLoanTypeExecutedDate: string | null;
  appDownloadLink: string;
  alternateChannelDownloadLink: string;
  /** Not in the spec: the invite code of the link the user came through (`?invite=`), kept until login (activities). */
  inviteCode: string;
  /** Order UI state's applied product (docs/product.md#app-state-and-entities), kept here so borrow and repayment share it. */
}

/** Where a field is kept between visits: cookies unless the spec says local storage; the panels' show flags for the browser session. */
export type Persistence = 'cookie' | 'session-cookie' | 'local';
