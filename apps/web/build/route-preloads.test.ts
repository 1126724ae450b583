import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import type { RouteId } from '@pocket/app-core/routes';

import { bindPages, bindSlots } from '../src/composition/bind-features';
import { features } from '../src/composition/features';
import type { Bundle, BundleChunk } from './route-preloads';
import { declaredPages, entryPreloadsFirst, preloadScript, preloadTags, routePreloads } from './route-preloads';

const packagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'packages');

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false, size = 100): BundleChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
  code: 'x'.repeat(size),
});

describe('route preloads', () => {
  it('finds the page of every route the shell binds, and the three offers of /home', () => {
    const declared = declaredPages(packagesDir);
    const bound = Object.entries(bindPages(features)).filter(([, loader]) => loader).map(([id]) => id);
    expect([...declared.keys()].sort()).toEqual(bound.sort());
    expect(declared.get('home')?.map((m) => path.basename(m))).toEqual(
      expect.arrayContaining(['home-page', 'home-phones', 'home-vip-offer', 'activity-offers']),
    );
    expect(declared.get('home')).toHaveLength(1 + (bindSlots(features).homeOffers?.length ?? 0));
  });

  it('lists a page with its CSS, then the chunks it imports largest first, minus what the entry loads anyway', () => {
    const bundle: Bundle = {
      'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/framework.js'], [], true),
      'assets/framework.js': chunk('assets/framework.js', null),
      'assets/home-page.js': chunk('assets/home-page.js', '/p/borrow/src/pages/home-page.tsx', ['assets/framework.js', 'assets/cell.js'], [], false, 300),
      'assets/cell.js': chunk('assets/cell.js', null, [], ['assets/cell.css']),
      'assets/offer.js': chunk('assets/offer.js', '/p/vip/src/slots/offer.tsx', ['assets/cell.js'], [], false, 200),
      'assets/bill.js': chunk('assets/bill.js', '/p/repayment/src/pages/billing-details-page.tsx'),
      'assets/cell.css': { type: 'asset', fileName: 'assets/cell.css' },
    };
    const pages = new Map<RouteId, string[]>([
      ['home', ['/p/borrow/src/pages/home-page', '/p/vip/src/slots/offer']],
      ['billingDetails', ['/p/repayment/src/pages/billing-details-page']],
      ['coupon', ['/p/account/src/pages/not-built']],
    ]);
    const routes = routePreloads(bundle, pages);
    const home = ['assets/cell.css', 'assets/home-page.js', 'assets/offer.js', 'assets/cell.js'];
    expect(routes).toEqual([
      ['^/home/?$', home],
      ['^/?$', home],
      ['^/billing-details/[^/]+/?$', ['assets/bill.js']],
    ]);
    expect(new RegExp(routes[2]![0]).test('/billing-details/12')).toBe(true);
  });

  it('finds a page that a chunk group captured in the group chunk that holds it', () => {
    const bundle: Bundle = {
      'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/framework.js'], [], true),
      'assets/framework.js': chunk('assets/framework.js', null),
      'assets/quick-repay.js': {
        ...chunk('assets/quick-repay.js', null, ['assets/framework.js', 'assets/page-kit.js'], [], false, 300),
        moduleIds: ['/p/repayment/src/ui/quick-repay-view.tsx', '/p/repayment/src/pages/quick-repay-page.tsx'],
      },
      'assets/page-kit.js': { ...chunk('assets/page-kit.js', null), moduleIds: ['/p/api-client/src/call-request.ts'] },
      'assets/extension.js': chunk('assets/extension.js', '/p/extension/src/pages/qp-extension-page.tsx', ['assets/quick-repay.js']),
    };
    const pages = new Map<RouteId, string[]>([
      ['quickRepay', ['/p/repayment/src/pages/quick-repay-page']],
      ['qpExtension', ['/p/extension/src/pages/qp-extension-page']],
    ]);
    expect(routePreloads(bundle, pages)).toEqual([
      ['^/qp/?$', ['assets/quick-repay.js', 'assets/page-kit.js']],
      ['^/qp/extension/[^/]+/?$', ['assets/quick-repay.js', 'assets/extension.js', 'assets/page-kit.js']],
    ]);
  });

  it('the inline script adds the links of the route the address shows, and of no other', () => {
    const routes: [string, string[]][] = [
      ['^/home/?$', ['assets/home.js', 'assets/home.css']],
      ['^/qp/?$', ['assets/qp.js']],
    ];
    window.history.replaceState(null, '', '/home');
    document.head.innerHTML = '';
    new Function(preloadScript(routes))();
    const links = [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('as') ?? '-'} ${l.getAttribute('href')}`);
    expect(links).toEqual(['modulepreload - /assets/home.js', 'preload style /assets/home.css']);
  });

  it('the tags the server writes for a route are the links the inline script would add there', () => {
    const files = ['assets/home.js', 'assets/cell.js', 'assets/home.css'];
    const described = () =>
      [...document.head.querySelectorAll('link')].map(
        (l) => `${l.rel} ${l.getAttribute('as') ?? '-'} ${l.getAttribute('href')} crossorigin=${l.getAttribute('crossorigin')}`,
      );
    window.history.replaceState(null, '', '/home');
    document.head.innerHTML = '';
    new Function(preloadScript([['^/home/?$', files]]))();
    const fromScript = described();
    document.head.innerHTML = preloadTags(files);
    expect(described()).toEqual([
      'modulepreload - /assets/home.js crossorigin=',
      'modulepreload - /assets/cell.js crossorigin=',
      'preload style /assets/home.css crossorigin=',
    ]);
    expect(described()).toEqual(fromScript);
  });

  it("writes the app's script and every chunk it imports first, largest first, then the route links, then the script", () => {
    const bundle: Bundle = {
      'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/framework.js', 'assets/runtime.js'], [], true, 500),
      'assets/framework.js': chunk('assets/framework.js', null, ['assets/runtime.js'], [], false, 5000),
      'assets/runtime.js': chunk('assets/runtime.js', null, [], [], false, 50),
      'assets/home-page.js': chunk('assets/home-page.js', '/p/borrow/src/pages/home-page.tsx', ['assets/framework.js']),
    };
    const html = [
      '<head><title>Pocket</title>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '</head><body><link rel="stylesheet" href="/assets/index.css"></body>',
    ].join('\n');
    const out = entryPreloadsFirst(html, bundle, '/', '<script>/* route links */</script>');
    const order = [...out.matchAll(/(modulepreload" crossorigin href="[^"]+|<script[^>]*>|stylesheet)/g)].map((m) => m[0]);
    expect(order).toEqual([
      'modulepreload" crossorigin href="/assets/framework.js',
      'modulepreload" crossorigin href="/assets/index.js',
      'modulepreload" crossorigin href="/assets/runtime.js',
      '<script>',
      '<script type="module" crossorigin src="/assets/index.js">',
      'stylesheet',
    ]);
  });
});
