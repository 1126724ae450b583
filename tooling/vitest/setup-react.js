import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor give a screen 5 s, not Testing Library's 1 s: a lazy route's first render on a loaded two-core
// CI machine takes longer than a second. A wait only ends sooner when what it waits for shows; no assertion changes.
configure({ asyncUtilTimeout: 5_000 });

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
