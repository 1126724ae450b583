import type { UserInfo } from '@pocket/contracts/api/user';
import { fromE164, maskPhone } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import { unauthorized } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';
import { kycStepsOf } from '../kyc/service';
import { readProfile } from './repo';

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly extensions: Extensions,
  ) {}

  async info(userId: number): Promise<UserInfo> {
    // One statement for the user, the identity and the KYC sections, the extras (VIP) at the same time.
    const [profile, ...extras] = await Promise.all([
      readProfile(this.db, userId),
      ...this.extensions.userInfoExtras.map((source) => source(this.db, userId)),
    ]);
    if (!profile) throw unauthorized();
    const { user } = profile;
    const steps = kycStepsOf(profile.hasIdentity, profile.sections);
    const extra: Record<string, unknown> = {};
    for (const fields of extras) Object.assign(extra, fields);
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
