import type { PushSubscriptionBody } from '@pocket/contracts/api/messages';

import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../plugins/errors';
import { endpointProblem, type PushHostRule } from '../../providers/push/push-hosts';
import { hasMessageFor, pushSubscriptionsOf, removePushSubscription, savePushSubscription } from './repo';

/** The answer to an endpoint another account holds: the same for every account, naming none (issue 42, defect 3). */
export const PUSH_ENDPOINT_TAKEN = 'This browser is already set up for notifications on another account. Turn notifications off and on again in this browser.';

export interface PushSubscriptionRules {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** The push services an endpoint may name (PUSH_ALLOWED_HOSTS). */
  hosts: readonly PushHostRule[];
  /** Subscriptions kept per borrower (PUSH_MAX_SUBSCRIPTIONS). */
  max: number;
}

/** The borrower's browsers that allowed notifications (docs/messages.md#web-push). */
export class PushSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly rules: PushSubscriptionRules,
    private readonly now: () => number,
  ) {}

  async state(userId: number) {
    const [subscriptions, loanPaidOut] = await Promise.all([pushSubscriptionsOf(this.db, userId), hasMessageFor(this.db, userId, 'loan.disbursed')]);
    return { publicKey: this.rules.publicKey, subscriptions: subscriptions.length, loanPaidOut };
  }

  /**
   * Saves a browser's subscription: only a push service's endpoint (400 naming the field otherwise); an endpoint of
   * another account is refused (409, whose it is never said) and never moved; beyond `max` the borrower's least
   * recently saved subscription is dropped (decision 0049).
   */
  async save(userId: number, sub: PushSubscriptionBody): Promise<void> {
    const problem = endpointProblem(sub.endpoint, this.rules.hosts);
    if (problem) throw badRequest(`endpoint: ${problem}`);
    const saved = await savePushSubscription(this.db, userId, { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }, new Date(this.now()), this.rules.max);
    if (saved === 'taken') throw conflict(PUSH_ENDPOINT_TAKEN);
  }

  remove(userId: number, endpoint: string): Promise<boolean> {
    return removePushSubscription(this.db, userId, endpoint);
  }
}
