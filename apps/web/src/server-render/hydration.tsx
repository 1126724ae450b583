import { useLayoutEffect } from 'react';

/**
 * What React reports while hydrating a server-rendered first screen (a mismatch between the server's HTML and the
 * browser's first render, which React then repairs by rendering that part again in the browser): written to the
 * console as an error naming hydration, so that the journey `e2e/tests/server-render.spec.ts` fails on it.
 */
export function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  console.error('[hydration] the server-rendered page did not match the first render:', error, info.componentStack ?? '');
}

/**
 * The server sends its first screen in a disabled `<fieldset id="root">` (apps/api/src/plugins/server-render.ts): its
 * fields and buttons are visible but take no input until the code that handles them has hydrated them (a tap or a
 * typed number before that would be lost). Rendered beside the app, this enables them once the hydration is done:
 * in the hydration's commit (a layout effect), not after the next paint with the passive effects, which a busy phone
 * runs later still (the 2G-class budget's "usable" moment, docs/performance.md).
 */
export function EnableWhenHydrated({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('disabled'), [container]);
  return null;
}
