import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const SPLASH = /<div id="splash"[^>]*>.*?<\/div>/s;

/**
 * Moves the app's stylesheets from the head to just after index.html's splash. A stylesheet in the head holds back
 * the first paint until it has arrived; after the splash it holds back only what follows it, so the splash (styled
 * inline) shows as soon as the page itself has arrived. The app's module script still runs only once every stylesheet
 * before it in the document has loaded, as before: the app never renders unstyled.
 */
export function splashFirst(html: string): string {
  const splash = SPLASH.exec(html);
  if (!splash) throw new Error('splash-first: index.html has no <div id="splash">');
  const links = html.match(STYLESHEET) ?? [];
  const withoutLinks = html.replace(STYLESHEET, '');
  const at = withoutLinks.indexOf(splash[0]) + splash[0].length;
  return `${withoutLinks.slice(0, at)}${links.join('')}${withoutLinks.slice(at)}`;
}

/** Vite plugin: applies `splashFirst` to the built index.html (the dev server injects styles by script anyway). */
export function splashFirstPlugin(): Plugin {
  return {
    name: 'pocket-splash-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => splashFirst(html) },
  };
}
