import type { UserInfo } from '@pocket/contracts/api/user';
import { fromE164, maskPhone } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import type { Extensions } from '../../plugins/extensions';
import { kycStepsOf } from '../kyc/plugin';
import { type ProfileRow, profileBySession, readProfileBySession } from './repo';

export interface UserInfoDeps {
  db: Db;
  extensions: Extensions;
  now: () => number;
}

export class UserInfoService {
  private read: ReturnType<typeof profileBySession> | null = null;

  constructor(private readonly deps: UserInfoDeps) {}

  /**
   * getUserInfo's one statement: the session of the token, the user, the identity, the KYC sections and every
   * extension's column (VIP). Null when the session is not active (the caller answers 401).
   */
  async profileBySession(session: { tokenHash: string; now: string }): Promise<NonNullable<ProfileRow> | null> {
    // Built at the first call, when every module has registered its extension.
    this.read ??= profileBySession(this.deps.extensions.userInfoExtras.map((x) => x.column));
    return readProfileBySession(this.read, this.deps.db, session, this.deps.extensions.userInfoExtras.length);
  }

  info(profile: NonNullable<ProfileRow>): UserInfo {
    const { user } = profile;
    const steps = kycStepsOf(profile.hasIdentity, profile.sections);
    const extra: Record<string, unknown> = {};
    const now = new Date(this.deps.now());
    this.deps.extensions.userInfoExtras.forEach((x, i) => Object.assign(extra, x.fields(profile.extras[i] ?? null, now)));
    const mobile = fromE164(user.mobile);
    return {
      userId: user.id,
      mobile,
      mobileMasked: maskPhone(mobile),
      fullName: profile.fullName ?? null,
      email: profile.baseEmail || user.googleEmail || null,
      googleBound: user.googleSub !== null,
      registerChannel: user.registerChannel,
      registerTime: user.createdAt.getTime(),
      kycComplete: steps.filter((s) => s.cerCode <= 3).every((s) => s.isAuth),
      extra,
    };
  }
}
