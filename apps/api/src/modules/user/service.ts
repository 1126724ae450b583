import type { UserInfo } from '@pocket/contracts/api/user';
import { fromE164, maskPhone } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import { unauthorized } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';
import { findIdentity, listSections } from '../kyc/repo';
import { kycStepsOf } from '../kyc/service';
import { findUserById } from './repo';

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly extensions: Extensions,
  ) {}

  async info(userId: number): Promise<UserInfo> {
    // Three reads at once (one round trip's wait on PostgreSQL), each read once: the KYC steps come from the same rows.
    const [user, identity, sections] = await Promise.all([
      findUserById(this.db, userId),
      findIdentity(this.db, userId),
      listSections(this.db, userId),
    ]);
    if (!user) throw unauthorized();
    const base = sections.find((s) => s.section === 'base')?.data as { email?: string } | undefined;
    const steps = kycStepsOf(identity !== null, sections);
    const extra: Record<string, unknown> = {};
    for (const source of this.extensions.userInfoExtras) Object.assign(extra, await source(this.db, userId));
    const mobile = fromE164(user.mobile);
    return {
      userId: user.id,
      mobile,
      mobileMasked: maskPhone(mobile),
      fullName: identity?.fullName ?? null,
      email: base?.email || user.googleEmail || null,
      googleBound: user.googleSub !== null,
      registerChannel: user.registerChannel,
      registerTime: user.createdAt.getTime(),
      kycComplete: steps.filter((s) => s.cerCode <= 3).every((s) => s.isAuth),
      extra,
    };
  }
}
