import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';
import type { LoginData, MobileLoginBody } from '@pocket/contracts/api/auth';
import { toE164 } from '@pocket/contracts/validators';

import type { Db, Tx } from '../../db/client';
import { languageOf } from '../../i18n';
import type { ClientInfo } from '../../plugins/context';
import { badRequest, conflict } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';
import { type GoogleConfig, GoogleVerifier } from '../../providers/google/id-token';
import type { UserDoor } from '../user/plugin';
import type { OtpCaller, OtpService } from './otp.service';
import { insertSession, newToken, revokeToken, revokeUserSessions } from './session.repo';

type LoginBody = Omit<MobileLoginBody, 'deviceType'> & { deviceType: number };

export const AUTH_MESSAGES = {
  notBound: 'This Google account is not bound to a phone yet; please bind your phone number',
  phoneHasOtherGoogle: 'This phone number is already bound to another Google account',
} as const;

export interface AuthDeps {
  db: Db;
  otp: OtpService;
  now: () => number;
  /** Business time (config.now): the moment an account is opened at (users.created_at), as every date decision reads it. */
  businessNow: () => number;
  sessionTtlMs: number;
  google: GoogleConfig;
  /** The registration and login hooks other modules add (userCreated, loggedIn). */
  extensions: Pick<Extensions, 'userCreated' | 'loggedIn'>;
  users: UserDoor;
  loginRecords: LoginRecorder;
}

/**
 * What a login needs of the login record: the row of a successful login, in the login's transaction. Declared here, by
 * the module that needs it, so that auth does not import the login record (which reads through auth's sessions);
 * the login-record module's door satisfies it.
 */
export interface LoginRecorder {
  record(
    tx: Tx,
    userId: number,
    loginType: 1 | 2,
    client: ClientInfo,
    body: { deviceType?: number | undefined; deviceBrand?: string | undefined; appChannelCode?: string | undefined },
  ): Promise<void>;
}

/** Logins (SMS code, Google), registration, session rotation and logout. */
export class AuthService {
  private readonly google: GoogleVerifier;
  private readonly db: Db;

  constructor(private readonly deps: AuthDeps) {
    this.google = new GoogleVerifier(deps.google);
    this.db = deps.db;
  }

  async bindCheck(authCode: string) {
    const identity = await this.google.verify(authCode);
    return { bind: (await this.deps.users.findUserByGoogleSub(this.db, identity.sub)) !== null };
  }

  /**
   * Logs in; `mobile` is the phone whose SMS code proved the login (null for a bound Google account), so the route
   * can make this browser a trusted device of it. `caller`: the browser's cookies (trusted device, code requester).
   */
  async login(body: LoginBody, client: ClientInfo, caller: OtpCaller = {}): Promise<{ data: LoginData; mobile: string | null }> {
    if (body.authCode !== undefined) return this.loginWithGoogle(body, client, caller);
    const mobile = toE164(body.mobile!);
    await this.deps.otp.verify(mobile, SMS_CODE_TYPE.login, body.captcha!, client.ip, caller.device ?? null, caller);
    return { data: await this.loginWithLink(mobile, body, client), mobile };
  }

  /** Logs in the phone an SMS proved (its code, or its login link). */
  async loginWithLink(mobile: string, body: LoginBody, client: ClientInfo): Promise<LoginData> {
    return this.db.transaction(async (tx) => {
      const { user, created } = await this.register(tx, mobile, body, client);
      return this.startSession(tx, user.id, created, 1, body, client);
    });
  }

  private async loginWithGoogle(body: LoginBody, client: ClientInfo, caller: OtpCaller) {
    const identity = await this.google.verify(body.authCode!);
    const bound = await this.deps.users.findUserByGoogleSub(this.db, identity.sub);
    if (bound) {
      return { data: await this.db.transaction((tx) => this.startSession(tx, bound.id, false, 2, body, client)), mobile: null };
    }
    if (body.mobile === undefined || body.captcha === undefined) throw badRequest(AUTH_MESSAGES.notBound);
    const mobile = toE164(body.mobile);
    await this.deps.otp.verify(mobile, SMS_CODE_TYPE.login, body.captcha, client.ip, caller.device ?? null, caller);
    const data = await this.db.transaction(async (tx) => {
      const { user, created } = await this.register(tx, mobile, body, client);
      const fresh = await this.deps.users.findUserById(tx, user.id);
      if (fresh?.googleSub && fresh.googleSub !== identity.sub) throw conflict(AUTH_MESSAGES.phoneHasOtherGoogle);
      await this.deps.users.bindGoogle(tx, user.id, identity.sub, identity.email);
      return this.startSession(tx, user.id, created, 2, body, client);
    });
    return { data, mobile };
  }

  /** Creates the user for a phone unless it exists, running the registration hooks (sandbox borrowers use it too). */
  async ensureUser(mobile: string, channel: string | null) {
    return this.db.transaction((tx) =>
      this.register(tx, mobile, { deviceType: 4, appChannelCode: channel ?? undefined }, { deviceBrand: null, appChannelCode: channel } as ClientInfo),
    );
  }

  private async register(tx: Tx, mobile: string, body: LoginBody, client: ClientInfo) {
    const result = await this.deps.users.findOrCreateUser(tx, {
      mobile,
      registerChannel: body.appChannelCode ?? client.appChannelCode,
      deviceBrand: body.deviceBrand ?? client.deviceBrand,
      language: languageOf(client.lang),
      createdAt: new Date(this.deps.businessNow()),
    });
    if (result.created) for (const hook of this.deps.extensions.userCreated) await hook(tx, result.user.id, { inviteCode: body.inviteCode });
    return result;
  }

  private async startSession(
    tx: Tx,
    userId: number,
    created: boolean,
    loginType: 1 | 2,
    body: LoginBody,
    client: ClientInfo,
  ): Promise<LoginData> {
    const now = this.deps.now();
    await revokeUserSessions(tx, userId, new Date(now));
    const token = newToken();
    await insertSession(tx, userId, token, new Date(now + this.deps.sessionTtlMs));
    await this.deps.loginRecords.record(tx, userId, loginType, client, body);
    for (const hook of this.deps.extensions.loggedIn) await hook(tx, userId);
    return { token, id: userId, appRedirectStatus: created ? 1 : 0 };
  }

  async logout(token: string) {
    await revokeToken(this.db, token, new Date(this.deps.now()));
  }
}
