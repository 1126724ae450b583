import { createECDH, randomBytes } from 'node:crypto';

import type { CDPSession } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { waitForControl } from '../support/service-worker';
import { expect, test } from '../support/test';

// Issue 31, Web Push (docs/messages.md#web-push). What this journey exercises for real: the in-app offer once a loan
// was paid out, the browser's permission (granted by Playwright), the app's pushManager.subscribe call with the
// server's VAPID key, the subscription saved through POST /api/messages/push/subscription, a push event delivered to
// the real service worker (sw.js + sw-push.js) by Chromium's DevTools protocol, the notification it shows
// (registration.getNotifications()), and its click handler taking the app to the bill. What it does not: Chromium's
// own push service (there is no network here, so pushManager.subscribe is answered by a stand-in subscription, after
// the real call is tried and its outcome noted in the report) and the encrypted delivery through a push service (the
// API tests send that with the real web-push library to a local push service; the sandbox sends nothing).

/** The push event a Chromium DevTools session delivers to the app's service worker registration. */
async function deliverPush(cdp: CDPSession, origin: string, data: string) {
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const found = event.registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
}

test.describe('Web Push', () => {
  test('after the first loan is paid out the app asks, then the browser; a push shows a notification that opens the bill', async ({ page, request, context, baseURL }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
    // This journey is about the notifications offer, not the install offer.
    await page.addInitScript(() => window.localStorage.setItem('pocket.pwaInstall.closedAt', String(Date.now())));

    // A first visit (no account yet on this phone): no offer.
    await page.goto('/home');
    await waitForControl(page);
    await expect(page.getByTestId('push-offer')).toHaveCount(0);

    await logInThroughPanel(page, request, borrower.mobile);
    await page.goto('/home');
    const offer = page.getByTestId('push-offer');
    await expect(offer.getByRole('heading', { name: 'Get notices on this phone' })).toBeVisible({ timeout: 15_000 });
    // The in-app question comes first: the browser has not been asked yet.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await context.grantPermissions(['notifications'], { origin });

    // Chromium's real push service first (noted in the report); without a network it usually fails.
    const real = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const key = 'BP2Ttnch4vRwY2H_P8kr4okB-hb3qscrLEwefwl_sikVDzLLNpiKyET_eQFtjiFm22Y_EmYj6udy_JWmzc2XOIo';
      const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
      const attempt = registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }).then(
        async (s) => `subscribed at ${new URL(s.endpoint).host}`.concat(await s.unsubscribe().then(() => ' (unsubscribed again)')),
        (e: unknown) => `failed: ${String(e)}`,
      );
      return Promise.race([attempt, new Promise<string>((r) => setTimeout(() => r('no answer in 10 s'), 10_000))]);
    });
    test.info().annotations.push({ type: 'real pushManager.subscribe', description: real });
    console.log(`[web-push] Chromium's own pushManager.subscribe: ${real}`);

    // The stand-in subscription: what PushSubscription.toJSON() gives, with a real P-256 key and auth secret.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = { endpoint: `https://push.sandbox.invalid/e2e/${randomBytes(8).toString('hex')}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    await page.evaluate((json) => {
      let current: PushSubscription | null = null;
      const calls: Array<{ userVisibleOnly: boolean | undefined; keyBytes: number }> = [];
      (window as unknown as { subscribeCalls: typeof calls }).subscribeCalls = calls;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        calls.push({ userVisibleOnly: options?.userVisibleOnly, keyBytes: key instanceof Uint8Array || key instanceof ArrayBuffer ? key.byteLength : -1 });
        current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, subscription);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/messages/push/subscription') && r.request().method() === 'POST');
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual(subscription);
    expect((await answer.json()).data).toMatchObject({ subscriptions: 1, loanPaidOut: true });
    expect(await page.evaluate(() => (window as unknown as { subscribeCalls: unknown[] }).subscribeCalls)).toEqual([{ userVisibleOnly: true, keyBytes: 65 }]);
    await expect(page.getByText('Notifications are on.')).toBeVisible();
    await expect(offer).toHaveCount(0);

    // A push as the server sends it (title, text, the bill's page, the message key as tag), to the real service worker.
    const body = 'Your bill of K580.00 is due tomorrow, 15 Jul. Repay in the Pocket app.';
    const payload = { title: 'Pocket', body, url: `/billing-details/${borrower.orderId}`, tag: `bill.due.1:bill:${borrower.planIds![0]}:2026-07-14` };
    const cdp = await context.newCDPSession(page);
    await deliverPush(cdp, origin, JSON.stringify(payload));
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })));
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: 'Pocket', body, tag: payload.tag, data: { url: payload.url } }]);

    // A tap on it: the worker's notificationclick handler, run in the real worker, takes the open app to the bill.
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
    await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const Click = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new Click('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(new RegExp(`/billing-details/${borrower.orderId}$`));
    await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
    await expect.poll(shown).toEqual([]);
  });
});
