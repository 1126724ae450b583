import type { PushSubscriptionBody } from '@pocket/contracts/api/messages';

import type { Db } from '../../db/client';
import { hasMessageFor, pushSubscriptionsOf, removePushSubscription, savePushSubscription } from './repo';

/** The borrower's browsers that allowed notifications (docs/messages.md#web-push). */
export class PushSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly publicKey: string,
    private readonly now: () => number,
  ) {}

  async state(userId: number) {
    const [subscriptions, loanPaidOut] = await Promise.all([pushSubscriptionsOf(this.db, userId), hasMessageFor(this.db, userId, 'loan.disbursed')]);
    return { publicKey: this.publicKey, subscriptions: subscriptions.length, loanPaidOut };
  }

  save(userId: number, sub: PushSubscriptionBody): Promise<void> {
    return savePushSubscription(this.db, userId, { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }, new Date(this.now()));
  }

  remove(userId: number, endpoint: string): Promise<boolean> {
    return removePushSubscription(this.db, userId, endpoint);
  }
}
