/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPrompt {
  /** A captured prompt is waiting to be used. */
  available(): boolean;
  /** Shows the browser's install dialog; the prompt is cleared after any attempt, whatever the outcome. */
  prompt(): Promise<InstallOutcome>;
  dispose(): void;
}

/**
 * Captures the browser's `beforeinstallprompt` once (its default mini-infobar is suppressed: the product shows its
 * own 'Add To Desktop' popup) and lets it be used once (docs/product.md#states-and-transitions).
 */
export function captureInstallPrompt(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null;
  let captured = false;
  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    if (captured) return;
    captured = true;
    deferred = event as BeforeInstallPromptEvent;
  };
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);

  return {
    available: () => deferred !== null,
    async prompt() {
      const event = deferred;
      deferred = null;
      if (!event) return 'unavailable';
      try {
        await event.prompt();
        return (await event.userChoice).outcome;
      } catch {
        return 'dismissed';
      }
    },
    dispose: () => target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt),
  };
}
