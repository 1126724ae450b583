import { captureInstallPrompt } from './install-prompt';
import type { InstallPrompt } from './install-prompt';

let current: InstallPrompt | null = null;

/**
 * The page's one captured install prompt, shared by the start-up check (listeners) and the popup (overlay).
 * Without a window (tests, server rendering) there is nothing to capture.
 */
export function pageInstallPrompt(): InstallPrompt | null {
  if (typeof window === 'undefined') return null;
  current ??= captureInstallPrompt(window);
  return current;
}
