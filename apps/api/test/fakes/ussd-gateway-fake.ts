import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import type { App } from '../../src/app';

/** The most characters a USSD screen may have; every answer the fake reads is checked against it. */
export const SCREEN_MAX = 182;

export interface UssdAnswer {
  status: number;
  /** 'CON' keeps the session, 'END' closes it; null when the answer is neither (an error). */
  kind: 'CON' | 'END' | null;
  text: string;
  raw: string;
}

export interface FakeUssdOptions {
  /** The callback's query (e.g. ?secret=...). */
  query?: string;
  /** The address the gateway calls from. */
  remoteAddress?: string;
}

/**
 * Africa's Talking's USSD gateway, as a phone dialling through it sees it: one session id per dial, every entry so far
 * sent as `text` joined by '*', form-encoded, to POST /api/ussd/africastalking of the real app. Each answer must start
 * with CON or END and fit one screen (asserted on every answer).
 */
export class FakeUssdGateway {
  constructor(
    private readonly app: App,
    private readonly opts: FakeUssdOptions = {},
  ) {}

  /** Posts one step exactly as the gateway would (no checks): for the source and bad-input tests. */
  async post(fields: Record<string, string>, opts: FakeUssdOptions = this.opts): Promise<UssdAnswer> {
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/ussd/africastalking${opts.query ?? ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    });
    const match = /^(CON|END) ([\s\S]*)$/.exec(res.body);
    return { status: res.statusCode, kind: (match?.[1] as 'CON' | 'END' | undefined) ?? null, text: match?.[2] ?? res.body, raw: res.body };
  }

  /** Dials the service code from a Zambian number (0971234567 form) and types each entry in turn; answers every screen. */
  async dial(mobile: string, entries: string[] = [], sessionId = `ATUid_${randomUUID()}`): Promise<UssdAnswer[]> {
    const screens: UssdAnswer[] = [];
    for (let i = 0; i <= entries.length; i++) {
      const answer = await this.post({ sessionId, serviceCode: '*384*123#', phoneNumber: `+260${mobile.slice(1)}`, networkCode: '64501', text: entries.slice(0, i).join('*') });
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.kind, answer.raw).not.toBeNull();
      expect(answer.raw.length, answer.raw).toBeLessThanOrEqual(SCREEN_MAX);
      screens.push(answer);
      if (answer.kind === 'END' && i < entries.length) throw new Error(`The session ended before "${entries.slice(i).join('*')}": ${answer.text}`);
    }
    return screens;
  }

  /** The last screen of a dial. */
  async last(mobile: string, entries: string[] = [], sessionId?: string): Promise<UssdAnswer> {
    const screens = await this.dial(mobile, entries, sessionId);
    return screens[screens.length - 1]!;
  }
}
