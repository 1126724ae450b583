import {
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_SCOPE,
  UPDATE_CHECK_INTERVAL_MS,
} from '@pocket/contracts/constants';

/** The part of workbox-window's Workbox this flow uses; tests pass a fake. */
export interface WorkboxLike {
  addEventListener(type: 'installed' | 'waiting' | 'activated' | 'controlling', listener: (event: LifecycleEvent) => void): void;
  register(options?: { immediate?: boolean }): Promise<ServiceWorkerRegistration | undefined>;
  messageSkipWaiting(): void;
}

export interface LifecycleEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

export interface ServiceWorkerDeps {
  isSupported: () => boolean;
  createWorkbox: (url: string, options: RegistrationOptions) => WorkboxLike | Promise<WorkboxLike>;
  confirmUpdate: () => Promise<boolean>;
  reload: () => void;
  every: (task: () => void, ms: number) => void;
  log: Pick<Console, 'info' | 'error'>;
}

// workbox-window and the update dialog are fetched when registration starts, not with the app's first screen: the
// registration still begins at start-up (spec section 4), but their code no longer delays the first page.
const browserDeps: ServiceWorkerDeps = {
  isSupported: () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  createWorkbox: async (url, options) => new (await import('workbox-window')).Workbox(url, options),
  confirmUpdate: async () => (await import('./update-prompt')).confirmUpdateWithDialog(),
  reload: () => window.location.reload(),
  every: (task, ms) => void window.setInterval(task, ms),
  log: console,
};

/**
 * Registers /sw.js with scope / at once and runs the update flow of spec section 4: reload when an update (or a
 * worker from another tab) activates; report offline readiness on the first install (console only); ask before
 * switching to a waiting version; check for a new version every 30 minutes. Failures are only logged.
 */
export async function registerServiceWorker(
  overrides: Partial<ServiceWorkerDeps> = {},
): Promise<ServiceWorkerRegistration | null> {
  const deps = { ...browserDeps, ...overrides };
  if (!deps.isSupported()) return null;

  let wb: WorkboxLike;
  try {
    wb = await deps.createWorkbox(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  } catch (error) {
    deps.log.error('[pwa] service worker registration failed', error);
    return null;
  }
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
    const registration = await wb.register({ immediate: true });
    if (!registration) return null;
    deps.log.info(`[pwa] service worker registered with scope ${registration.scope}`);
    deps.every(() => {
      registration.update().catch((error: unknown) => deps.log.error('[pwa] update check failed', error));
    }, UPDATE_CHECK_INTERVAL_MS);
    return registration;
  } catch (error) {
    deps.log.error('[pwa] service worker registration failed', error);
    return null;
  }
}
