import { describe, expect, it } from 'vitest';

import {
  installOfferHold,
  launchedFromInstalledApp,
  OFFER_CLOSED_AT_KEY,
  OFFER_SNOOZE_MS,
  readClosedAt,
  rememberClosed,
} from './offer-policy';
import type { OfferSurroundings } from './offer-policy';

const NOW = Date.UTC(2026, 10, 22, 12);
const free: OfferSurroundings = { pathname: '/home', openOverlays: [], installed: false, closedAt: null, now: NOW };

describe('install offer policy', () => {
  it('may show on a free page of a browser visit', () => {
    expect(installOfferHold(free)).toBeNull();
  });

  it('never shows in the installed app', () => {
    expect(installOfferHold({ ...free, installed: true })).toBe('installed');
    expect(launchedFromInstalledApp('?source=pwa&appChannelCode=WM2')).toBe(true);
    expect(launchedFromInstalledApp('?appChannelCode=WM2')).toBe(false);
  });

  it('never shows over another overlay: login, bind-phone or a payment popup', () => {
    for (const overlay of ['login', 'bindPhone', 'repay', 'extension', 'stageRepay', 'vipPayment', 'paySuccess']) {
      expect(installOfferHold({ ...free, openOverlays: [overlay] }), overlay).toBe('overlay');
    }
  });

  it('never shows in the middle of KYC or the face check', () => {
    for (const pathname of ['/authentication/identity', '/authentication/questionnaire', '/face/face-start', '/face/face-recognition']) {
      expect(installOfferHold({ ...free, pathname }), pathname).toBe('flow');
    }
    expect(installOfferHold({ ...free, pathname: '/authentications-faq' })).toBeNull();
  });

  it('after the borrower closes it, not again for 7 days', () => {
    expect(installOfferHold({ ...free, closedAt: NOW - 1000 })).toBe('closed-recently');
    expect(installOfferHold({ ...free, closedAt: NOW - OFFER_SNOOZE_MS + 1 })).toBe('closed-recently');
    expect(installOfferHold({ ...free, closedAt: NOW - OFFER_SNOOZE_MS })).toBeNull();
    expect(OFFER_SNOOZE_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('a close time in the future (clock changed) does not hold the offer for ever', () => {
    expect(installOfferHold({ ...free, closedAt: NOW + 365 * 24 * 3600 * 1000 })).toBeNull();
  });

  it('remembers the close time in localStorage; unreadable values count as never closed', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    expect(readClosedAt(fake)).toBeNull();
    rememberClosed(fake, NOW);
    expect(storage.get(OFFER_CLOSED_AT_KEY)).toBe(String(NOW));
    expect(readClosedAt(fake)).toBe(NOW);
    storage.set(OFFER_CLOSED_AT_KEY, 'garbage');
    expect(readClosedAt(fake)).toBeNull();
    expect(readClosedAt({ getItem: () => { throw new Error('blocked'); } })).toBeNull();
  });
});
