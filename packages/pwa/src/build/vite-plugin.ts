import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';

import { APPLE_TOUCH_ICON, ICONS_DIR, MANIFEST_FILE, PWA_ICONS, webAppManifest } from '../config/manifest';
import { PUSH_SCRIPT, serviceWorkerOptions } from './sw-options';

const ICON_SOURCE = new URL('../../assets/icons/', import.meta.url);
const ALL_ICONS = [...PWA_ICONS, APPLE_TOUCH_ICON];

const readIcon = (file: string) => readFileSync(new URL(file, ICON_SOURCE));

/** The tags the page needs to be installable (manifest), its tab icon, and to look right on iOS home screens. */
export function headTags() {
  return [
    { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' as const },
    // The tab's icon is the manifest's (one file for both); without it the browser asks for /favicon.ico.
    { tag: 'link', attrs: { rel: 'icon', type: 'image/png', href: `/${ICONS_DIR}/${PWA_ICONS[0]!.file}` }, injectTo: 'head' as const },
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: `/${ICONS_DIR}/${APPLE_TOUCH_ICON.file}` },
      injectTo: 'head' as const,
    },
    { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' }, injectTo: 'head' as const },
    { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' as const },
  ];
}

/**
 * The PWA part of the web build: emits the manifest and icons, links them from index.html, and once Vite has
 * written the bundle, generates sw.js with workbox over the output folder. In dev the manifest and icons are served
 * too (no service worker in dev: it would cache the dev server's modules).
 */
export function pocketPwa(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pocket-pwa',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () => headTags(),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url === `/${MANIFEST_FILE}`) {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(JSON.stringify(webAppManifest));
          return;
        }
        const icon = ALL_ICONS.find((i) => url === `/${ICONS_DIR}/${i.file}`);
        if (!icon) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(readIcon(icon.file));
      });
    },
    generateBundle() {
      if (config.command !== 'build') return;
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(webAppManifest, null, 2) });
      this.emitFile({ type: 'asset', fileName: PUSH_SCRIPT, source: readFileSync(new URL(`../../assets/sw/${PUSH_SCRIPT}`, import.meta.url)) });
      for (const icon of ALL_ICONS) {
        this.emitFile({ type: 'asset', fileName: `${ICONS_DIR}/${icon.file}`, source: readIcon(icon.file) });
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const { count, size, warnings } = await generateSW(
          serviceWorkerOptions(path.resolve(config.root, config.build.outDir)),
        );
        for (const warning of warnings) config.logger.warn(`[pocket-pwa] ${warning}`);
        config.logger.info(`[pocket-pwa] sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KiB)`);
      },
    },
  };
}
