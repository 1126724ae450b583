import { describe, expect, it } from 'vitest';

import { splashFirst } from './splash-first';

const built = `<html><head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/ui-base.css">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
    <div id="splash" role="status"><b>Pocket</b><small>Loading...</small></div>
  </body></html>`;

describe('splash first', () => {
  it('moves the stylesheets from the head to just after the splash, in their order', () => {
    const html = splashFirst(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    const afterSplash = html.slice(html.indexOf('Loading...</small></div>'));
    expect(afterSplash.indexOf('/assets/ui-base.css')).toBeGreaterThan(0);
    expect(afterSplash.indexOf('/assets/index.css')).toBeGreaterThan(afterSplash.indexOf('/assets/ui-base.css'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('refuses a page without the splash (the stylesheets would otherwise have nowhere to go)', () => {
    expect(() => splashFirst('<html><head></head><body></body></html>')).toThrow('no <div id="splash">');
  });
});
