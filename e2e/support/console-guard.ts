import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * What React says when the browser's first render of a server-rendered page differs from the server's HTML, or when
 * it gives up hydrating part of it: our own report (apps/web/src/server-render/hydration.tsx names hydration) and
 * React's production codes for it (418: the HTML did not match; 419, 421-425: a boundary or the root rendered again
 * in the browser). The production build says only the code; the development build says what differs, and where.
 */
export const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|424|425)\b/i;

/** A minified React error's code and the page of react.dev that explains it (with its arguments). */
export function minifiedReactError(text: string): { code: number; url: string } | null {
  const match = /Minified React error #(\d+); visit (https:\/\/react\.dev\/errors\/\d+\S*)/.exec(text);
  return match ? { code: Number(match[1]), url: match[2]! } : null;
}

/**
 * Every error the page writes to its console (console.error: React's recoverable errors too, which the app reports
 * there, and a failed resource load) and every uncaught error, as lines to assert on. A recovered error is still an
 * error: React rendering a first screen again after a mismatch works, but the borrower saw it twice.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error at ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught at ${page.url()}: ${error.stack ?? String(error)}`));
  return errors;
}

/**
 * Fails with every error the page wrote. A production build's hydration error is only a code: `explain`, when given,
 * is asked for the development build's message (the same page loaded from it, support/development-build.ts) and its
 * answer is put in the failure.
 */
export async function expectNoConsoleErrors(errors: readonly string[], what: string, explain?: () => Promise<string>): Promise<void> {
  if (errors.length === 0) return;
  const lines = errors.map((line) => {
    const react = minifiedReactError(line);
    return react ? `${line}\n  (React's production build gives only error #${react.code}: ${react.url})` : line;
  });
  let explanation = '';
  if (explain && errors.some((line) => HYDRATION_TROUBLE.test(line))) {
    explanation = await explain().then(
      (text) => `\n\nThe same page from the development build (apps/web/dist-dev):\n${text}`,
      (error: unknown) => `\n\n(The development build could not explain it: ${String(error)})`,
    );
  }
  expect(errors.length, `${what}: errors on the console (a recovered error is still an error)\n${lines.join('\n\n')}${explanation}\n\nerrors`).toBe(0);
}
