// The service worker's lifecycle as the update flow reads it: the events workbox-window names ('installed', 'waiting',
// 'activated', 'controlling', each saying whether it is an update or another tab's doing), written on the browser's
// ServiceWorker API. workbox-window did this for 2.2 KiB gz on every first load; the flow needs only this much of it.

export type LifecycleType = 'installed' | 'waiting' | 'activated' | 'controlling';

export interface LifecycleEvent {
  /** The page was already controlled by a worker when it registered: this worker replaces it. */
  isUpdate?: boolean;
  /** The worker was found by another tab (or long after this page registered), not by this page's registration. */
  isExternal?: boolean;
}

export interface WorkerLifecycle {
  addEventListener(type: LifecycleType, listener: (event: LifecycleEvent) => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  /** Tells the waiting worker to take over (the generated sw.js listens for this message). */
  messageSkipWaiting(): void;
}

/** An installed worker that skips waiting on its own is activating within this; one still installed is waiting. */
export const WAITING_GRACE_MS = 200;
/** An update found this long after registering was started elsewhere (another tab, the periodic check). */
export const OWN_UPDATE_WINDOW_MS = 60_000;
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function serviceWorkerLifecycle(
  url: string,
  options: RegistrationOptions,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  now: () => number = () => performance.now(),
): WorkerLifecycle {
  const listeners: Record<LifecycleType, Array<(event: LifecycleEvent) => void>> = {
    installed: [],
    waiting: [],
    activated: [],
    controlling: [],
  };
  const emit = (type: LifecycleType, event: LifecycleEvent) => {
    for (const listener of listeners[type]) listener(event);
  };
  let registration: ServiceWorkerRegistration | undefined;
  let isUpdate = false;
  let own: ServiceWorker | null = null;

  const follow = (worker: ServiceWorker, isExternal: boolean) => {
    const event: LifecycleEvent = { isUpdate: isUpdate && !isExternal, isExternal };
    let waitingTimer: ReturnType<typeof setTimeout> | undefined;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        emit('installed', event);
        waitingTimer = setTimeout(() => {
          if (worker.state === 'installed' && registration?.waiting === worker) emit('waiting', event);
        }, WAITING_GRACE_MS);
      } else if (worker.state === 'activating') {
        clearTimeout(waitingTimer);
      } else if (worker.state === 'activated') {
        emit('activated', event);
      }
    });
  };

  return {
    addEventListener(type, listener) {
      listeners[type].push(listener);
    },
    async register() {
      isUpdate = container.controller !== null;
      own = container.controller;
      // A browser may refuse service workers (a blocked or private profile, an in-app browser): registering then
      // rejects, or (Playwright's `serviceWorkers: 'block'`, some wrappers) resolves with nothing. Nothing to follow.
      const found = (await container.register(url, options)) as ServiceWorkerRegistration | undefined;
      if (!found) return undefined;
      registration = found;
      const registeredAt = now();
      if (found.waiting) {
        // a version left waiting by an earlier visit: ask again (after the caller's own code has run)
        own = found.waiting;
        void Promise.resolve().then(() => emit('waiting', { isUpdate, isExternal: false }));
      }
      let updatesFound = 0;
      found.addEventListener('updatefound', () => {
        const worker = found.installing;
        if (!worker) return;
        const isExternal = updatesFound > 0 || now() > registeredAt + OWN_UPDATE_WINDOW_MS;
        updatesFound += 1;
        if (!isExternal) own = worker;
        follow(worker, isExternal);
      });
      container.addEventListener('controllerchange', () => {
        emit('controlling', { isUpdate, isExternal: container.controller !== own });
      });
      return found;
    },
    messageSkipWaiting() {
      registration?.waiting?.postMessage(SKIP_WAITING_MESSAGE);
    },
  };
}
