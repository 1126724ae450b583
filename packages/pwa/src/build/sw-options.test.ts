// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { NAVIGATION_DENYLIST, serviceWorkerOptions } from './sw-options';

describe('service worker build options', () => {
  const options = serviceWorkerOptions('/app/dist');

  it('writes /sw.js into the web build folder and precaches the built app shell', () => {
    expect(options.swDest).toBe('/app/dist/sw.js');
    expect(options.globDirectory).toBe('/app/dist');
    expect(options.globPatterns).toEqual([expect.stringContaining('js,css,html')]);
    expect(options.globIgnores).toEqual(expect.arrayContaining(['**/*.map', 'sw.js']));
  });

  it('falls back to index.html for navigations, except API and sandbox pages', () => {
    expect(options.navigateFallback).toBe('index.html');
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/health')).toBe(true);
    expect(denied('/dev/phone')).toBe(true);
    expect(denied('/me')).toBe(false);
    expect(denied('/apis-of-the-bank')).toBe(false);
  });

  it('imports the push handlers (sw-push.js, emitted beside sw.js)', () => {
    expect(options.importScripts).toEqual(['sw-push.js']);
  });

  it('never caches API answers: there is no runtime caching at all', () => {
    expect(options.runtimeCaching).toEqual([]);
  });

  it('keeps a new version waiting until the borrower accepts the update', () => {
    expect(options.skipWaiting).toBe(false);
  });
});
