import { describe, expect, it, vi } from 'vitest';

import { keyBytes, PUSH_OFFER_HOLD_DAYS, shouldOfferPush, turnOnPush } from './push-offer';

const DAY = 86_400_000;
const facts = { supported: true, permission: 'default' as NotificationPermission, loanPaidOut: true, subscribedHere: false, closedAt: null, now: 100 * DAY };

describe('the notifications offer (docs/messages.md#web-push)', () => {
  it('is shown once a loan was paid out, never before (no question on a first visit)', () => {
    expect(shouldOfferPush(facts)).toBe(true);
    expect(shouldOfferPush({ ...facts, loanPaidOut: false })).toBe(false);
  });

  it('is not shown where push cannot work, after the browser was blocked, or when this browser is subscribed', () => {
    expect(shouldOfferPush({ ...facts, supported: false })).toBe(false);
    expect(shouldOfferPush({ ...facts, permission: 'denied' })).toBe(false);
    expect(shouldOfferPush({ ...facts, permission: 'granted', subscribedHere: true })).toBe(false);
    // Granted, but the subscription is gone (expired): offered again.
    expect(shouldOfferPush({ ...facts, permission: 'granted', subscribedHere: false })).toBe(true);
  });

  it(`stays away ${PUSH_OFFER_HOLD_DAYS} days after "Not now"`, () => {
    expect(shouldOfferPush({ ...facts, closedAt: facts.now - (PUSH_OFFER_HOLD_DAYS * DAY - 1) })).toBe(false);
    expect(shouldOfferPush({ ...facts, closedAt: facts.now - PUSH_OFFER_HOLD_DAYS * DAY })).toBe(true);
  });

  it('reads the VAPID key from base64url into the 65 bytes of a P-256 public key', () => {
    const key = 'BP2Ttnch4vRwY2H_P8kr4okB-hb3qscrLEwefwl_sikVDzLLNpiKyET_eQFtjiFm22Y_EmYj6udy_JWmzc2XOIo';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('asks the browser only after the yes, subscribes with the key and saves the subscription; a no saves nothing', async () => {
    const json = { endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    const subscribe = vi.fn(async () => ({ toJSON: () => json }));
    const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } } as unknown as ServiceWorkerRegistration;
    const save = vi.fn(async () => undefined);
    expect(await turnOnPush('BP2T', { requestPermission: async () => 'granted', registration: async () => registration, save })).toBe('on');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes('BP2T') });
    expect(save).toHaveBeenCalledWith(json);

    const saveNothing = vi.fn();
    expect(await turnOnPush('BP2T', { requestPermission: async () => 'denied', registration: async () => registration, save: saveNothing })).toBe('denied');
    expect(saveNothing).not.toHaveBeenCalled();
    const failing = { pushManager: { getSubscription: async () => null, subscribe: async () => Promise.reject(new Error('push service error')) } } as unknown as ServiceWorkerRegistration;
    expect(await turnOnPush('BP2T', { requestPermission: async () => 'granted', registration: async () => failing, save: saveNothing })).toBe('failed');
  });
});
