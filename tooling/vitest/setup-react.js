import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor give a screen 10 s, not Testing Library's 1 s: CI's npm test runs every package's tests at once on
// two cores, where a lazy route's first render and a few real HTTP round trips to a fake server have taken more than
// 5 s. A wait only ends sooner when what it waits for shows; no assertion changes, and a passing test takes no longer.
// Packages' own test set-ups and files no longer set a shorter wait of their own.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia and scrollTo, which react-vant and the router use.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  window.scrollTo = () => {};
}
