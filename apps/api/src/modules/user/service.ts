import type { UserInfo } from '@pocket/contracts/api/user';
import { fromE164, maskPhone } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import { unauthorized } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';
import { findIdentity, listSections } from '../kyc/repo';
import { KycService } from '../kyc/service';
import { findUserById } from './repo';

export class UserService {
  private readonly kyc: KycService;

  constructor(
    private readonly db: Db,
    private readonly extensions: Extensions,
    now: () => number,
  ) {
    this.kyc = new KycService(db, now);
  }

  async info(userId: number): Promise<UserInfo> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthorized();
    const identity = await findIdentity(this.db, userId);
    const base = (await listSections(this.db, userId)).find((s) => s.section === 'base')?.data as { email?: string } | undefined;
    const steps = await this.kyc.steps(userId);
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
