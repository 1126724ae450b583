import { describe, expect, it, vi } from 'vitest';

import { registerServiceWorker, serviceWorkersAvailable, WITHOUT_SERVICE_WORKER } from './register-service-worker';
import type { ServiceWorkerDeps } from './register-service-worker';
import type { LifecycleEvent, WorkerLifecycle } from './worker-lifecycle';

type Listener = (event: LifecycleEvent) => void;

class FakeLifecycle implements WorkerLifecycle {
  listeners = new Map<string, Listener[]>();
  skipWaitingMessages = 0;
  registration = { scope: 'http://localhost/', update: vi.fn(() => Promise.resolve()) };
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  register = vi.fn(() => Promise.resolve(this.registration as unknown as ServiceWorkerRegistration));
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
  emit(type: string, event: LifecycleEvent = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setUp(overrides: Partial<ServiceWorkerDeps> = {}) {
  let workbox: FakeLifecycle | undefined;
  const timers: { task: () => void; ms: number }[] = [];
  const deps = {
    isSupported: () => true,
    createLifecycle: (url: string, options: RegistrationOptions) => (workbox = new FakeLifecycle(url, options)),
    confirmUpdate: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    every: (task: () => void, ms: number) => void timers.push({ task, ms }),
    log: { info: vi.fn(), error: vi.fn() },
    ...overrides,
  };
  const wb = () => workbox!;
  return { deps, wb, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope / at once', async () => {
    const { deps, wb } = setUp();
    await registerServiceWorker(deps);
    expect(wb().url).toBe('/sw.js');
    expect(wb().options).toEqual({ scope: '/' });
    expect(wb().register).toHaveBeenCalledTimes(1);
    expect(deps.log.info).toHaveBeenCalledWith('[pwa] service worker registered with scope http://localhost/');
  });

  it('does nothing in a browser without service workers', async () => {
    const createLifecycle = vi.fn();
    const { deps: base } = setUp();
    const deps = { ...base, isSupported: () => false, createLifecycle };
    const result = await registerServiceWorker(deps);
    expect(result).toBeNull();
    expect(createLifecycle).not.toHaveBeenCalled();
    expect(deps.log.info).toHaveBeenCalledWith(WITHOUT_SERVICE_WORKER);
    expect(deps.log.error).not.toHaveBeenCalled();
  });

  it('checks for a new version every 30 minutes', async () => {
    const { deps, wb, timers } = setUp();
    await registerServiceWorker(deps);
    expect(timers.map((t) => t.ms)).toEqual([30 * 60 * 1000]);
    timers[0]!.task();
    expect(wb().registration.update).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when an update or an external worker activates, once', async () => {
    const { deps, wb } = setUp();
    await registerServiceWorker(deps);
    wb().emit('activated', {});
    expect(deps.reload).not.toHaveBeenCalled();
    wb().emit('activated', { isUpdate: true });
    wb().emit('activated', { isExternal: true });
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reports offline readiness on the console on the first install only', async () => {
    const { deps, wb } = setUp();
    await registerServiceWorker(deps);
    wb().emit('installed', { isUpdate: true });
    expect(deps.log.info).not.toHaveBeenCalledWith('[pwa] Pocket is ready to work offline');
    wb().emit('installed', {});
    expect(deps.log.info).toHaveBeenCalledWith('[pwa] Pocket is ready to work offline');
  });

  it('tells the waiting worker to skip waiting and reloads when the borrower accepts the update', async () => {
    const { deps, wb } = setUp();
    await registerServiceWorker(deps);
    wb().emit('waiting', { isUpdate: true });
    await flush();
    expect(deps.confirmUpdate).toHaveBeenCalledTimes(1);
    expect(wb().skipWaitingMessages).toBe(1);
    expect(deps.reload).not.toHaveBeenCalled();
    wb().emit('controlling', { isUpdate: true });
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the current version when the borrower declines the update', async () => {
    const { deps, wb } = setUp({ confirmUpdate: vi.fn(() => Promise.resolve(false)) });
    await registerServiceWorker(deps);
    wb().emit('waiting', { isUpdate: true });
    await flush();
    wb().emit('controlling', {});
    expect(wb().skipWaitingMessages).toBe(0);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('runs without service workers, with no error, when the browser registers none (service workers blocked)', async () => {
    const { deps } = setUp({
      createLifecycle: (url, options) => {
        const fake = new FakeLifecycle(url, options);
        fake.register = vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration));
        return fake;
      },
    });
    await expect(registerServiceWorker(deps)).resolves.toBeNull();
    expect(deps.log.error).not.toHaveBeenCalled();
    expect(deps.log.info).toHaveBeenCalledWith(WITHOUT_SERVICE_WORKER);
  });

  it.each(['SecurityError', 'NotSupportedError', 'InvalidStateError'])(
    'runs without service workers, with no error, when the browser refuses them (%s)',
    async (name) => {
      const { deps, timers } = setUp({
        createLifecycle: (url, options) => {
          const fake = new FakeLifecycle(url, options);
          fake.register = vi.fn(() => Promise.reject(new DOMException('Failed to register a ServiceWorker: denied', name)));
          return fake;
        },
      });
      await expect(registerServiceWorker(deps)).resolves.toBeNull();
      expect(deps.log.error).not.toHaveBeenCalled();
      expect(deps.log.info).toHaveBeenCalledWith(WITHOUT_SERVICE_WORKER, expect.stringContaining(name));
      expect(timers).toEqual([]);
    },
  );

  it('only logs a failed registration', async () => {
    const { deps } = setUp({
      createLifecycle: (url, options) => {
        const fake = new FakeLifecycle(url, options);
        fake.register = vi.fn(() => Promise.reject(new Error('blocked')));
        return fake;
      },
    });
    await expect(registerServiceWorker(deps)).resolves.toBeNull();
    expect(deps.log.error).toHaveBeenCalledWith('[pwa] service worker registration failed', expect.any(Error));
  });

  it('sees no service workers where navigator.serviceWorker is missing or undefined (a private window)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window.navigator, 'serviceWorker');
    try {
      Object.defineProperty(window.navigator, 'serviceWorker', { value: undefined, configurable: true });
      expect('serviceWorker' in window.navigator).toBe(true);
      expect(serviceWorkersAvailable()).toBe(false);
      Object.defineProperty(window.navigator, 'serviceWorker', { value: {}, configurable: true });
      expect(serviceWorkersAvailable()).toBe(true);
    } finally {
      if (descriptor) Object.defineProperty(window.navigator, 'serviceWorker', descriptor);
      else Reflect.deleteProperty(window.navigator, 'serviceWorker');
    }
  });
});
