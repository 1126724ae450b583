import { REVEAL_MESSAGES } from '@pocket/contracts/api/staff';

import type { RevealConfig } from '../../config/reveals';
import type { KvStore } from '../../db/kv';
import { tooMany } from '../../plugins/errors';
import type { SecurityEventsDoor } from '../security-events/plugin';
import type { StaffActor } from '../staff/plugin';

const HOUR_MS = 60 * 60 * 1000;
/** How long after revealing `photos` the same staff member may open that borrower's ID photos. */
export const PHOTO_VIEW_MS = 30 * 60 * 1000;

const countKey = (staffId: number) => `reveal:count:${staffId}`;
const photosKey = (staffId: number, uid: number) => `reveal:photos:${staffId}:${uid}`;

/**
 * The reveal's limits (issue 42, defect 12): each staff member's reveals are counted for an hour from the first
 * (taken before the value is read, so parallel reveals cannot pass the cap together); past `perHour` a reveal is
 * refused (429, and a `reveal.capped` security event); from `alertAt` on, each reveal is a `reveal.bulk` alert for
 * the desk's admins. ID photos open only after a reveal of `photos` (with its reason) by the same member.
 */
export class RevealLimits {
  constructor(
    private readonly kv: KvStore,
    private readonly events: SecurityEventsDoor,
    private readonly config: RevealConfig,
  ) {}

  /** Takes one reveal of the member's hour; answers how to give it back when the reveal did not happen. */
  async take(actor: StaffActor, ip: string): Promise<() => Promise<void>> {
    const n = await this.kv.incr(countKey(actor.id), HOUR_MS);
    const giveBack = async () => void (await this.kv.incr(countKey(actor.id), HOUR_MS, -1));
    if (n > this.config.perHour) {
      await giveBack();
      await this.events.note({ kind: 'reveal.capped', ip, subject: actor.email, alert: true });
      const minutes = Math.max(1, Math.ceil((await this.kv.ttl(countKey(actor.id))) / 60_000));
      throw tooMany(REVEAL_MESSAGES.capped(this.config.perHour, minutes), { retryAfterMs: minutes * 60_000 });
    }
    if (n >= this.config.alertAt) await this.events.note({ kind: 'reveal.bulk', ip, subject: actor.email, alert: true }, 'exact');
    return giveBack;
  }

  async photosRevealed(staffId: number, uid: number): Promise<void> {
    await this.kv.set(photosKey(staffId, uid), '1', PHOTO_VIEW_MS);
  }

  async mayViewPhotos(staffId: number, uid: number): Promise<boolean> {
    return (await this.kv.ttl(photosKey(staffId, uid))) > 0;
  }
}
