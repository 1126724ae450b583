import { testClock } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { AppError } from '../../plugins/errors';
import { solvePow } from './otp.network.test-support';
import { OTP_MESSAGES, type OtpDeps, OtpService } from './otp.service';

export const PEPPER = 'test';
const LINK = /login_link=([A-Za-z0-9_-]{22})/;

export interface Sms {
  to: string;
  code: string | null;
  link: string | null;
  at: number;
  body: string;
}

/**
 * An OTP service on a test clock whose codes are 1000-9999 (so a stranger's guess below 1000 is known to be wrong and
 * a lucky guess never blurs a test of the lock-out rules) and a cheap proof of work (4 bits); `deps` overrides (the
 * account's language).
 */
export function otpSetup(deps: Partial<OtpDeps> = {}) {
  const clock = testClock(1_750_000_000_000);
  const inbox: Sms[] = [];
  const otp = new OtpService({
    kv: new MemoryKv(clock.now),
    sms: {
      send: async (to, body) =>
        void inbox.push({ to, code: /Your Pocket \w+ code is (\d{4})/.exec(body)?.[1] ?? null, link: LINK.exec(body)?.[1] ?? null, at: clock.now(), body }),
    },
    now: clock.now,
    pepper: PEPPER,
    publicUrl: 'https://pocket.test',
    powBits: 4,
    generate: () => String(1000 + Math.floor(Math.random() * 9000)),
    ...deps,
  });
  return { clock, inbox, otp };
}
export type OtpSetup = ReturnType<typeof otpSetup>;

export const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.message : Promise.reject(e)));


/**
 * A browser on a network: keeps the requester cookie it is given (unless it keeps no cookies), answers a proof of work
 * when asked (as packages/api-client does) and counts them.
 */
export class Browser {
  cookie: string | null = null;
  pows = 0;
  constructor(
    private readonly s: OtpSetup,
    public ip: string,
    private readonly keepsCookies = true,
    public device: string | null = null,
  ) {}

  private async withPow<T>(call: (pow: string | null) => Promise<T>): Promise<T> {
    try {
      return await call(null);
    } catch (e) {
      const pow = e instanceof AppError && e.message === OTP_MESSAGES.powNeeded ? (e.data?.pow as { challenge: string; difficulty: number }) : null;
      if (!pow) throw e;
      this.pows += 1;
      return call(solvePow(pow));
    }
  }

  /** Asks for a code; answers 'ok' with the SMS it caused, or the refusal. */
  async send(mobile: string, type = 1): Promise<{ result: string; sms: Sms | null }> {
    const before = this.s.inbox.length;
    const result = await outcome(
      this.withPow(async (pow) => {
        const sent = await this.s.otp.send(mobile, type, this.ip, { requester: this.cookie, device: this.device, pow });
        if (sent.requesterCookie && this.keepsCookies) this.cookie = sent.requesterCookie;
      }),
    );
    return { result, sms: this.s.inbox.length > before ? this.s.inbox.at(-1)! : null };
  }

  verify(mobile: string, code: string, type = 1): Promise<string> {
    return outcome(this.withPow((pow) => this.s.otp.verify(mobile, type, code, this.ip, this.device, { requester: this.cookie, device: this.device, pow })));
  }
}

/** A guess below 1000: never one of otpSetup's codes. */
export const wrongGuess = () => String(Math.floor(Math.random() * 1000)).padStart(4, '0');
