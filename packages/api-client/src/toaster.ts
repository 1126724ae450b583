import { showTimedToast } from '@pocket/ui-kit/timed-toast';

/** How the client tells the user a call failed; injectable so tests can watch it. */
export interface Toaster {
  show(message: string): void;
  fail(message: string): void;
}

/**
 * Toasts for 3 s with clicks blocked, as docs/product.md#error-catalogue says; through ui-kit, so that a loading toast
 * opened meanwhile waits for the message instead of cutting it short.
 */
export const reactVantToaster: Toaster = {
  show: (message) => showTimedToast(message, 'info', true),
  fail: (message) => showTimedToast(message, 'fail', true),
};
