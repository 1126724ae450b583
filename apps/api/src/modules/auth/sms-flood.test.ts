import { randomInt } from 'node:crypto';

import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { call, createTestApp, testClock, testDb, uniqueMobile } from '../../../test/harness';
import { smsMessages } from '../../providers/sms/schema';
import { NETWORK_LIMITS } from './otp-network';
import { OTP_LIMITS } from './otp.service';

describe('SMS flood (docs/security.md#the-bar)', () => {
  it('1,000 send-code requests over many phones and IPs send within the number caps; busy networks are asked for a proof of work', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const phones = Array.from({ length: 100 }, () => uniqueMobile());
    // A carrier's shared address (ips[0]) carries half the requests, about 90 an hour: past the network's sends of
    // the hour, so it is asked for a proof of work every run; the other seven share the rest.
    const ips = Array.from({ length: 8 }, (_, i) => `10.20.0.${i + 1}`);
    const sentAt = new Map<string, number[]>();
    const ipSends = new Map<string, number[]>();
    let accepted = 0;
    let powAsked = 0;
    for (let i = 0; i < 1000; i += 1) {
      clock.advance(randomInt(0, 40_000));
      const mobile = phones[randomInt(0, phones.length)]!;
      const ip = i % 2 === 0 ? ips[0]! : ips[randomInt(1, ips.length)]!;
      const res = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, { remoteAddress: ip });
      expect([200, 429]).toContain(res.status);
      if (res.json.data?.pow) powAsked += 1; // this client does not answer the proof of work (the web app does)
      if (res.status === 200) {
        accepted += 1;
        sentAt.set(mobile, [...(sentAt.get(mobile) ?? []), clock.now()]);
        ipSends.set(ip, [...(ipSends.get(ip) ?? []), clock.now()]);
      }
    }
    for (const times of sentAt.values()) {
      // Fixed 10-minute windows of 3 sends: any 10 minutes hold at most two windows' worth.
      for (const t of times) expect(times.filter((u) => u >= t && u - t < OTP_LIMITS.windowMs).length).toBeLessThanOrEqual(2 * OTP_LIMITS.sendsPerPhonePerWindow);
    }
    // A network past its sends of the hour is asked for a proof of work; without one, none goes out.
    for (const times of ipSends.values()) {
      expect(times.filter((t) => t - times[0]! < 3_600_000).length).toBeLessThanOrEqual(NETWORK_LIMITS.sendsPerHour);
    }
    expect(powAsked).toBeGreaterThan(0);
    const [row] = await (await testDb()).select({ n: count() }).from(smsMessages).where(inArray(smsMessages.mobile, phones.map((p) => `+26${p}`)));
    expect(row!.n).toBe(accepted);
    console.log(`SMS flood: 1000 requests, ${accepted} sent, ${1000 - accepted} refused by the caps (${powAsked} asked for a proof of work)`);
  }, 300_000);
});
