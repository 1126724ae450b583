import type { KvStore } from '../../db/kv';
import { tooMany } from '../../plugins/errors';

/**
 * Uploads per borrower per Lusaka day. KYC needs 3 photos (NRC front, NRC back, selfie); the web compresses each to
 * about 500 KB (1280 px JPEG) and tries a failed send up to 3 times, so 20 photos allow six complete retakes of all
 * three, and 40 MB allows eight photos at the 5 MB maximum (other clients may send uncompressed phone photos). Each
 * photo costs up to about 1 s of one core to re-encode (docs/security.md): at most 20 s a day per account.
 */
export const UPLOAD_QUOTA = { perDay: 20, bytesPerDay: 40 * 1024 * 1024 } as const;

const LUSAKA_OFFSET_MS = 2 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The Lusaka calendar day of an instant (Africa/Lusaka is UTC+2 all year) and the instant the next day starts. */
export function lusakaDay(nowMs: number): { date: string; resetsAt: number } {
  const local = nowMs + LUSAKA_OFFSET_MS;
  return { date: new Date(local).toISOString().slice(0, 10), resetsAt: Math.floor(local / DAY_MS + 1) * DAY_MS - LUSAKA_OFFSET_MS };
}

const inTime = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

export const QUOTA_MESSAGES = {
  count: (waitMs: number) =>
    `Upload limit reached: at most ${UPLOAD_QUOTA.perDay} photos per day. You can upload again after midnight, Lusaka time (in ${inTime(waitMs)})`,
  bytes: (waitMs: number) =>
    `Upload limit reached: at most ${UPLOAD_QUOTA.bytesPerDay / 1024 / 1024} MB of photos per day. You can upload again after midnight, Lusaka time (in ${inTime(waitMs)})`,
} as const;

/**
 * Counts a borrower's uploads and bytes in the key-value store (Redis across processes), like the OTP limits: the
 * counters are taken with an atomic increment before anything is stored, so parallel uploads cannot pass the cap
 * together; a refused upload gives its share back.
 */
export class UploadQuota {
  constructor(
    private readonly kv: KvStore,
    private readonly now: () => number,
  ) {}

  private keys(userId: number) {
    const now = this.now();
    const { date, resetsAt } = lusakaDay(now);
    return { count: `upload:count:${userId}:${date}`, bytes: `upload:bytes:${userId}:${date}`, now, resetsAt, ttl: resetsAt - now + 60_000 };
  }

  private refusal(kind: 'count' | 'bytes', now: number, resetsAt: number) {
    return tooMany(QUOTA_MESSAGES[kind](resetsAt - now), {
      uploadsPerDay: UPLOAD_QUOTA.perDay,
      bytesPerDay: UPLOAD_QUOTA.bytesPerDay,
      resetsAt: new Date(resetsAt).toISOString(),
      retryAfterSeconds: Math.ceil((resetsAt - now) / 1000),
    });
  }

  /** A cheap look before the body is read: a borrower already at the cap is refused without reading 7 MB. */
  async assertRoom(userId: number) {
    const { count, bytes, now, resetsAt } = this.keys(userId);
    const [taken, used] = await Promise.all([this.kv.get(count), this.kv.get(bytes)]);
    if (Number(taken ?? 0) >= UPLOAD_QUOTA.perDay) throw this.refusal('count', now, resetsAt);
    if (Number(used ?? 0) >= UPLOAD_QUOTA.bytesPerDay) throw this.refusal('bytes', now, resetsAt);
  }

  /** Takes one upload of `size` bytes from today's quota, or throws 429; answers a function that gives it back. */
  async take(userId: number, size: number): Promise<() => Promise<void>> {
    const { count, bytes, now, resetsAt, ttl } = this.keys(userId);
    const [taken, used] = await Promise.all([this.kv.incr(count, ttl), this.kv.incr(bytes, ttl, size)]);
    const giveBack = async () => {
      await Promise.all([this.kv.incr(count, ttl, -1), this.kv.incr(bytes, ttl, -size)]);
    };
    if (taken > UPLOAD_QUOTA.perDay || used > UPLOAD_QUOTA.bytesPerDay) {
      await giveBack();
      throw this.refusal(taken > UPLOAD_QUOTA.perDay ? 'count' : 'bytes', now, resetsAt);
    }
    return giveBack;
  }
}
