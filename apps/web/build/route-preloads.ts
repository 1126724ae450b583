import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

import { routePatternSource } from '@pocket/app-core/route-match';
import { routeTable } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import { slotPages } from '@pocket/app-core/slot-ids';
import type { SlotId } from '@pocket/app-core/slot-ids';
import { ROUTE_PAGES_FILE } from '@pocket/contracts/web-build';
import type { RoutePages } from '@pocket/contracts/web-build';

/**
 * Route preloads: index.html learns, for every route, the page's code (its chunk, the chunks it imports and its CSS)
 * and asks for it while the app's own code is still on its way. Without them a page's code is asked for only once the
 * app has started and matched the address: one more round trip on every first load (about 0.3 s on a 2G link, where
 * the page is what the borrower waits for). The app loads its pages exactly as before; this only warms the cache.
 *
 * Which module is which route's page is read from the features' `pages` declarations
 * (`home: () => import('./pages/home-page')`), and the page's slot contributions from their `slots` declarations
 * (`homeOffers: lazySlot(() => import('./slots/home-vip-offer'))`); apps/web's test holds that every page and
 * contribution the shell binds is found.
 *
 * The inline script is what the shell (index.html, also the service worker's copy) carries for every address. A first
 * visit asks the server, which knows the address: it answers the route's page with the same links written as tags
 * (`.route-pages.json`, read by the API's static-web), so that the parser finds them without running a script (adding
 * them from the script cost 5 to 45 ms of a fast machine's main thread before the first paint, four times that on a
 * phone).
 */

/** The parts of a Rollup/Rolldown output chunk this plugin reads. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a page captured by a chunk group, build/chunk-groups.ts, has no chunk of its own). */
  moduleIds?: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
  /** The chunk's code (its length orders the links: largest first). */
  code?: string;
}
export type Bundle = Record<string, BundleChunk | { type: 'asset'; fileName: string }>;

const PAGE_DECLARATION = /(\w+):\s*\(\)\s*=>\s*import\(\s*'(\.\/pages\/[\w-]+)'\s*\)/g;
const SLOT_DECLARATION = /(\w+):\s*lazySlot\(\s*\(\)\s*=>\s*import\(\s*'(\.\/slots\/[\w-]+)'\s*\)\s*\)/g;

/**
 * Route id -> absolute paths (without extension) of the modules its first screen needs: its page, then what other
 * features contribute to the page's slots; as the features of `packagesDir` declare them.
 */
export function declaredPages(packagesDir: string): Map<RouteId, string[]> {
  const pages = new Map<RouteId, string[]>();
  const slots: [RouteId, string][] = [];
  for (const name of readdirSync(packagesDir)) {
    const featureFile = path.join(packagesDir, name, 'src', 'feature.ts');
    if (!existsSync(featureFile)) continue;
    const source = readFileSync(featureFile, 'utf8');
    const at = (relative: string) => path.join(path.dirname(featureFile), relative);
    for (const [, id, relative] of source.matchAll(PAGE_DECLARATION)) {
      if (id && relative && id in routeTable) pages.set(id as RouteId, [at(relative)]);
    }
    for (const [, id, relative] of source.matchAll(SLOT_DECLARATION)) {
      if (id && relative && id in slotPages) slots.push([slotPages[id as SlotId], at(relative)]);
    }
  }
  for (const [page, module] of slots) pages.get(page)?.push(module);
  return pages;
}

/**
 * Module (absolute path without extension) -> the chunk a page's dynamic import loads: the chunk whose facade it is,
 * or for a page a chunk group captured (/qp's, build/chunk-groups.ts) the group's chunk that holds it.
 */
function chunksByModule(bundle: Bundle): Map<string, BundleChunk> {
  const map = new Map<string, BundleChunk>();
  const key = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const chunks = Object.values(bundle).filter((o): o is BundleChunk => o.type === 'chunk');
  for (const chunk of chunks) if (chunk.facadeModuleId) map.set(key(chunk.facadeModuleId), chunk);
  for (const chunk of chunks) for (const id of chunk.moduleIds ?? []) if (!map.has(key(id))) map.set(key(id), chunk);
  return map;
}

/** The bundle's entry chunk (the app's own script). */
export function entryChunk(bundle: Bundle): BundleChunk | undefined {
  return Object.values(bundle).find((o): o is BundleChunk => o.type === 'chunk' && o.isEntry);
}

/** Every chunk `start` imports statically, itself included. */
export function closure(bundle: Bundle, start: BundleChunk): BundleChunk[] {
  const seen = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Largest first: the browser asks for the links in the page's order, and on HTTP/1.1 (six connections per server) a
 * large chunk asked for behind a dozen small ones starts a few round trips late; asked for first, it is on its way
 * while the small ones queue beside it. Every file of the list is needed before the first screen shows.
 */
const largestFirst = (chunks: BundleChunk[]) => [...chunks].sort((a, b) => (b.code?.length ?? 0) - (a.code?.length ?? 0));

/**
 * [path pattern, files] for every page found in the bundle: the page's CSS, then the page's chunk with what it
 * imports (largest first), minus what the entry loads anyway. '/' shows home (the router redirects it), so it gets
 * home's files.
 */
export function routePreloads(bundle: Bundle, pages: Map<RouteId, string[]>): [string, string[]][] {
  const entry = entryChunk(bundle);
  const loadedAnyway = new Set(entry ? closure(bundle, entry).map((c) => c.fileName) : []);
  const facades = chunksByModule(bundle);
  const routes: [string, string[]][] = [];
  for (const [id, modules] of pages) {
    const pattern = routePatternSource(id);
    const starts = modules.map((m) => facades.get(m));
    if (!pattern || !starts[0]) continue;
    const chunks = starts
      .flatMap((start) => (start ? closure(bundle, start) : []))
      .filter((c) => !loadedAnyway.has(c.fileName));
    const css = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
    const files = [...new Set([...css, ...largestFirst(chunks).map((c) => c.fileName)])];
    routes.push([pattern, files]);
    if (id === 'home') routes.push(['^/?$', files]);
  }
  return routes;
}

/** The inline script: on the matching route, a modulepreload (JS) or a preload (CSS) link for each file. */
export function preloadScript(routes: [string, string[]][], base = '/'): string {
  return (
    '(function(r,p){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){' +
    "var l=document.createElement('link'),css=/\\.css$/.test(f);l.rel=css?'preload':'modulepreload';if(css)l.setAttribute('as','style');" +
    `l.crossOrigin='';l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)});break}})(${JSON.stringify(routes)},location.pathname)`
  );
}

/** The same links as tags, for a page the server answers for one route. */
export function preloadTags(files: string[], base = '/'): string {
  return files
    .map((f) => (/\.css$/.test(f) ? `<link rel="preload" as="style" crossorigin href="${base}${f}">` : `<link rel="modulepreload" crossorigin href="${base}${f}">`))
    .join('');
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The app's own script and every chunk it imports as modulepreload links, largest first, written in place of Vite's
 * (which follow the script, in import order: the framework's 57 KiB gz after the small chunks), just before the
 * module script; `extra` (the route preloads) between them and the script.
 */
export function entryPreloadsFirst(html: string, bundle: Bundle, base: string, extra: string): string {
  const entry = entryChunk(bundle);
  if (!entry) throw new Error('route preloads: the bundle has no entry chunk');
  const at = html.search(/<script type="module"/);
  if (at < 0) throw new Error('route preloads: index.html has no module script');
  const links = preloadTags(largestFirst(closure(bundle, entry)).map((c) => c.fileName), base).replace(/></g, '>\n    <');
  const head = html.slice(0, at).replace(MODULE_PRELOAD, '');
  const tail = html.slice(at).replace(MODULE_PRELOAD, '');
  return `${head}${links}\n    ${extra}\n    ${tail}`;
}

/** Vite plugin: writes the route preloads into the built index.html (build only; dev serves modules one by one). */
export function routePreloadsPlugin(packagesDir: string): Plugin {
  let base = '/';
  let outDir = '';
  let pages: RoutePages | null = null;
  return {
    name: 'pocket-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle as unknown as Bundle;
        const routes = routePreloads(bundle, declaredPages(packagesDir));
        // Before the app's own script and stylesheets (an inline script placed after a stylesheet waits for it), after
        // the app's own chunks (the largest).
        if (/<link rel="stylesheet"[^>]*>[\s\S]*<script type="module"/.test(html)) throw new Error('route preloads: a stylesheet comes before the module script');
        const inlineScript = `<script>${preloadScript(routes, base)}</script>`;
        pages = { inlineScript, routes: routes.map(([pattern, files]) => [pattern, preloadTags(files, base)]) };
        return entryPreloadsFirst(html, bundle, base, inlineScript);
      },
    },
    writeBundle() {
      if (pages) writeFileSync(path.join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify(pages, null, 1)}\n`);
    },
  };
}
