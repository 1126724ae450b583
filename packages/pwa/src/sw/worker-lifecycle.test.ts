import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OWN_UPDATE_WINDOW_MS, serviceWorkerLifecycle, SKIP_WAITING_MESSAGE, WAITING_GRACE_MS } from './worker-lifecycle';
import type { LifecycleEvent, LifecycleType } from './worker-lifecycle';

// The browser's objects as the ServiceWorker spec has them behave: a worker moves through its states with a
// 'statechange' each, the registration says 'updatefound' when a worker starts installing, the container says
// 'controllerchange' when another worker takes the page.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  scope = 'http://localhost/';
  startInstalling(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
  takenBy(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controlled: boolean) {
  let clock = 1_000;
  const container = new FakeContainer();
  if (controlled) container.controller = new FakeWorker();
  const lifecycle = serviceWorkerLifecycle('/sw.js', { scope: '/' }, container as unknown as ServiceWorkerContainer, () => clock);
  const seen: Array<[LifecycleType, LifecycleEvent]> = [];
  for (const type of ['installed', 'waiting', 'activated', 'controlling'] as const) {
    lifecycle.addEventListener(type, (event) => seen.push([type, event]));
  }
  return { container, lifecycle, seen, later: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the service worker lifecycle without workbox-window', () => {
  it('registers the script with its scope and answers the registration', async () => {
    const { container, lifecycle } = setUp(false);
    await expect(lifecycle.register()).resolves.toBe(container.registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('answers nothing, and follows nothing, when the browser registers no worker (service workers blocked)', async () => {
    // Playwright's `serviceWorkers: 'block'` (and some in-app browsers' wrappers) resolve register() with undefined.
    const { container, lifecycle, seen } = setUp(false);
    container.register.mockResolvedValueOnce(undefined as unknown as FakeRegistration);
    await expect(lifecycle.register()).resolves.toBeUndefined();
    container.takenBy(new FakeWorker());
    lifecycle.messageSkipWaiting();
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]);
  });

  it('on a first visit: installed, then activated, neither an update nor external, and never waiting', async () => {
    const { container, lifecycle, seen } = setUp(false);
    const registration = (await lifecycle.register()) as unknown as FakeRegistration;
    const worker = new FakeWorker();
    registration.startInstalling(worker);
    worker.moveTo('installed');
    worker.moveTo('activating');
    await vi.advanceTimersByTimeAsync(WAITING_GRACE_MS * 2);
    worker.moveTo('activated');
    container.takenBy(worker);
    expect(seen).toEqual([
      ['installed', { isUpdate: false, isExternal: false }],
      ['activated', { isUpdate: false, isExternal: false }],
      ['controlling', { isUpdate: false, isExternal: false }],
    ]);
  });

  it('a new version found by this page waits; told to skip waiting, it activates as an update and takes the page', async () => {
    const { container, lifecycle, seen } = setUp(true);
    const registration = (await lifecycle.register()) as unknown as FakeRegistration;
    const next = new FakeWorker();
    registration.startInstalling(next);
    registration.installed(next);
    expect(seen.map(([type]) => type)).toEqual(['installed']);
    await vi.advanceTimersByTimeAsync(WAITING_GRACE_MS);
    expect(seen.at(-1)).toEqual(['waiting', { isUpdate: true, isExternal: false }]);

    lifecycle.messageSkipWaiting();
    expect(next.messages).toEqual([SKIP_WAITING_MESSAGE]);
    next.moveTo('activating');
    container.takenBy(next);
    next.moveTo('activated');
    expect(seen.slice(-2)).toEqual([
      ['controlling', { isUpdate: true, isExternal: false }],
      ['activated', { isUpdate: true, isExternal: false }],
    ]);
  });

  it('a version left waiting by an earlier visit is announced right after registering', async () => {
    const { container, lifecycle, seen } = setUp(true);
    container.registration.waiting = new FakeWorker();
    container.registration.waiting.state = 'installed';
    await lifecycle.register();
    await Promise.resolve();
    expect(seen).toEqual([['waiting', { isUpdate: true, isExternal: false }]]);
  });

  it('an update found long after registering (the periodic check, another tab) is external, and still waits', async () => {
    const { lifecycle, seen, later } = setUp(true);
    const registration = (await lifecycle.register()) as unknown as FakeRegistration;
    later(OWN_UPDATE_WINDOW_MS + 1);
    const next = new FakeWorker();
    registration.startInstalling(next);
    registration.installed(next);
    await vi.advanceTimersByTimeAsync(WAITING_GRACE_MS);
    next.moveTo('activating');
    next.moveTo('activated');
    expect(seen).toEqual([
      ['installed', { isUpdate: false, isExternal: true }],
      ['waiting', { isUpdate: false, isExternal: true }],
      ['activated', { isUpdate: false, isExternal: true }],
    ]);
  });

  it('a worker that skips waiting by itself is not announced as waiting', async () => {
    const { lifecycle, seen } = setUp(true);
    const registration = (await lifecycle.register()) as unknown as FakeRegistration;
    const next = new FakeWorker();
    registration.startInstalling(next);
    registration.installed(next);
    next.moveTo('activating');
    await vi.advanceTimersByTimeAsync(WAITING_GRACE_MS * 2);
    expect(seen.map(([type]) => type)).toEqual(['installed']);
  });

  it('has nothing to tell when no worker waits', async () => {
    const { lifecycle } = setUp(true);
    lifecycle.messageSkipWaiting();
    await lifecycle.register();
    expect(() => lifecycle.messageSkipWaiting()).not.toThrow();
  });
});
