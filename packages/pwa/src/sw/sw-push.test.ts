// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(new URL('../../assets/sw/sw-push.js', import.meta.url), 'utf8');
const ORIGIN = 'https://pocket.example.zm';

type Listener = (event: unknown) => void;

/** The service worker's global scope, as far as sw-push.js uses it. */
function worker(windows: Array<{ url: string }>) {
  const listeners = new Map<string, Listener>();
  const navigated: string[] = [];
  const clientsOf = windows.map((w) => ({
    url: w.url,
    navigate: vi.fn(async (url: string) => {
      navigated.push(url);
      return { url, focus: vi.fn(async () => undefined) };
    }),
    focus: vi.fn(async () => undefined),
  }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clientsOf), openWindow: vi.fn(async (url: string) => ({ url })) },
  };
  new Function('self', SCRIPT)(self);
  const waits: Array<Promise<unknown>> = [];
  const fire = async (type: string, event: Record<string, unknown>) => {
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, fire, navigated };
}

const push = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('the service worker push handlers (docs/messages.md#web-push)', () => {
  it('shows the pushed title and text, tagged, with the page a tap opens', async () => {
    const w = worker([]);
    await w.fire('push', push({ title: 'Pocket', body: 'Your bill of K580.00 is due today.', url: '/billing-details/7', tag: 'bill.due.0:bill:9:2026-07-15' }));
    expect(w.self.registration.showNotification).toHaveBeenCalledWith('Pocket', expect.objectContaining({
      body: 'Your bill of K580.00 is due today.',
      tag: 'bill.due.0:bill:9:2026-07-15',
      data: { url: '/billing-details/7' },
    }));
  });

  it('never opens another site: a url that is not a path of the app opens /home', async () => {
    const w = worker([]);
    await w.fire('push', push({ title: 'Pocket', body: 'x', url: 'https://evil.example/' }));
    expect(w.self.registration.showNotification).toHaveBeenCalledWith('Pocket', expect.objectContaining({ data: { url: '/home' } }));
  });

  it('a tap takes the open app window to the bill, or opens a new window when none is open', async () => {
    const open = worker([{ url: `${ORIGIN}/home` }]);
    const close = vi.fn();
    await open.fire('notificationclick', { notification: { close, data: { url: '/billing-details/7' } } });
    expect(close).toHaveBeenCalled();
    expect(open.navigated).toEqual([`${ORIGIN}/billing-details/7`]);
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();

    const none = worker([]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/billing-details/7' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/billing-details/7`);
  });
});
