import { describe, expect, it } from 'vitest';

import { isStandalone } from './platform';

const browser = (standaloneQuery: boolean, iosStandalone?: boolean) => ({
  matchMedia: (query: string) => ({ matches: standaloneQuery && query === '(display-mode: standalone)' }) as MediaQueryList,
  navigator: { standalone: iosStandalone } as unknown as Navigator,
});

describe('isStandalone', () => {
  it('knows the app already runs from the home screen, on Android and on iOS', () => {
    expect(isStandalone(browser(true))).toBe(true);
    expect(isStandalone(browser(false, true))).toBe(true);
  });

  it('is false in a browser tab', () => {
    expect(isStandalone(browser(false))).toBe(false);
    expect(isStandalone(browser(false, false))).toBe(false);
  });
});
