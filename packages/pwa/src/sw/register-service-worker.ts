import {
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  UPDATE_CHECK_INTERVAL_MS,
} from '@pocket/contracts/constants';

import { serviceWorkerLifecycle } from './worker-lifecycle';
import type { WorkerLifecycle } from './worker-lifecycle';

export interface ServiceWorkerDeps {
  isSupported: () => boolean;
  createLifecycle: (url: string, options: RegistrationOptions) => WorkerLifecycle;
  confirmUpdate: () => Promise<boolean>;
  reload: () => void;
  every: (task: () => void, ms: number) => void;
  log: Pick<Console, 'info' | 'error'>;
}

/**
 * True where this page can have a service worker: `navigator.serviceWorker` is there and not undefined (an insecure
 * page has no such property; Firefox's private windows have it, undefined).
 */
export function serviceWorkersAvailable(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker != null;
}

/** What a browser that refuses service workers rejects registering with (settings, storage blocked, a private mode). */
const REFUSALS = new Set(['SecurityError', 'NotSupportedError', 'InvalidStateError']);
const refused = (error: unknown) => typeof error === 'object' && error !== null && REFUSALS.has(String((error as { name?: unknown }).name));

export const WITHOUT_SERVICE_WORKER = '[pwa] service workers are not available in this browser: Pocket runs without offline use';

// The update dialog is fetched when a new version waits, not with the app's first screen.
const browserDeps: ServiceWorkerDeps = {
  isSupported: serviceWorkersAvailable,
  createLifecycle: (url, options) => serviceWorkerLifecycle(url, options),
  confirmUpdate: async () => (await import('./update-prompt')).confirmUpdateWithDialog(),
  reload: () => window.location.reload(),
  every: (task, ms) => void window.setInterval(task, ms),
  log: console,
};

/**
 * Registers /sw.js with scope / at once and runs the update flow of docs/product.md#states-and-transitions: reload when an update (or a
 * worker from another tab) activates; report offline readiness on the first install (console only); ask before
 * switching to a waiting version; check for a new version every 30 minutes. A browser without service workers, or
 * one that refuses them, gets none of this and no error (an info line, issue 43); any other failure (sw.js missing or
 * broken) is logged as an error.
 */
export async function registerServiceWorker(
  overrides: Partial<ServiceWorkerDeps> = {},
): Promise<ServiceWorkerRegistration | null> {
  const deps = { ...browserDeps, ...overrides };
  if (!deps.isSupported()) {
    deps.log.info(WITHOUT_SERVICE_WORKER);
    return null;
  }

  const wb = deps.createLifecycle(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    deps.reload();
  };

  wb.addEventListener('activated', (event) => {
    if (event.isUpdate || event.isExternal) reloadOnce();
  });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) deps.log.info('[pwa] Pocket is ready to work offline');
  });
  wb.addEventListener('waiting', () => {
    void deps.confirmUpdate().then((accepted) => {
      if (!accepted) return;
      wb.addEventListener('controlling', reloadOnce);
      wb.messageSkipWaiting();
    });
  });

  try {
    const registration = await wb.register();
    if (!registration) {
      deps.log.info(WITHOUT_SERVICE_WORKER);
      return null;
    }
    deps.log.info(`[pwa] service worker registered with scope ${registration.scope}`);
    deps.every(() => {
      registration.update().catch((error: unknown) => deps.log.error('[pwa] update check failed', error));
    }, UPDATE_CHECK_INTERVAL_MS);
    return registration;
  } catch (error) {
    // A browser that refuses service workers is no fault: the app runs without them (no offline use, no push).
    if (refused(error)) {
      deps.log.info(WITHOUT_SERVICE_WORKER, String(error));
      return null;
    }
    deps.log.error('[pwa] service worker registration failed', error);
    return null;
  }
}
