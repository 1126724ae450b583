import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';

import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

import { baseApi } from '@pocket/api-client/base-api';
import { resetBootAnswers } from '@pocket/api-client/boot-answers';
import { createPocketStore } from '@pocket/api-client/store';
import { setLang } from '@pocket/app-core/app-state';
import { textsWith } from '@pocket/app-core/corrected-texts';
import { words } from '@pocket/app-core/i18n';
import type { RenderLanguage } from '@pocket/contracts/boot-answers';

import { App } from './app';
import { slicesOf } from './composition/bind-features';
import { createShellRouter } from './composition/create-router';
import { features } from './composition/features';

export { rendersOnServer } from './server-render/server-rendered';

/** The server's render: the markup of #root, and the state it rendered with (JSON: the api's answers it shows, for
 * the browser's cache, and the rest of the store's state, for the browser's hydration). */
export interface ServerRender {
  html: string;
  answers: string;
}

/** The server's render as a stream (`renderStream`): the markup of #root as React's server renderer writes it. */
export interface ServerRenderStream {
  /** The markup of #root, complete (every Suspense boundary resolved: no inline script, which the CSP would refuse). */
  body: Readable;
  /** The state the markup was rendered with (JSON, as `ServerRender.answers`). */
  answers: string;
}

const quiet = { show: () => undefined, fail: () => undefined };
let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's render of an anonymous first screen (the API's static-web loads this module from the build's `.ssr`
 * folder): the shell with the page the address shows, for a visitor with no session and nothing stored, as the
 * browser's first render of the same address will be before it hydrates (`main.tsx`). Its queries answer from the
 * page's boot answers (`bootAnswers`, URL to envelope), no other call: RTK Query's server rendering (the hooks start
 * their queries during a first render, which waits for them, then the render that is sent). No start-up listeners.
 * One render at a time: the api client's boot answers are the module's.
 */
export function render(url: string, bootAnswers: Record<string, unknown> = {}, language?: RenderLanguage): Promise<ServerRender> {
  return queued(url, bootAnswers, language, (app) => Promise.resolve({ html: renderToString(app) }));
}

/**
 * The same render streamed with React's server renderer (`renderToPipeableStream`), which the API pipes into the page
 * after the head it has already sent (apps/api/src/plugins/static-web.ts): the markup is handed over once every
 * boundary is ready (`onAllReady`), so it is the whole first screen, for a browser without JavaScript too.
 */
export function renderStream(url: string, bootAnswers: Record<string, unknown> = {}, language?: RenderLanguage): Promise<ServerRenderStream> {
  return queued(
    url,
    bootAnswers,
    language,
    (app) =>
      new Promise<{ body: Readable }>((resolve, reject) => {
        const body = new PassThrough();
        const stream = renderToPipeableStream(app, {
          onAllReady: () => resolve({ body: stream.pipe(body) }),
          onShellError: reject,
          onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
        });
      }),
  );
}

function queued<T>(
  url: string,
  bootAnswers: Record<string, unknown>,
  language: RenderLanguage | undefined,
  last: (app: ReactNode) => Promise<T>,
): Promise<T & { answers: string }> {
  const next = queue.then(() => renderNow(url, bootAnswers, language, last));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow<T>(
  url: string,
  bootAnswers: Record<string, unknown>,
  language: RenderLanguage | undefined,
  last: (app: ReactNode) => Promise<T>,
): Promise<T & { answers: string }> {
  const text = JSON.stringify(bootAnswers);
  resetBootAnswers({ text: () => text, now: () => 0 });
  try {
    const said = language ? await sayIn(language) : undefined;
    const store = createPocketStore({ slices: slicesOf(features), toaster: quiet });
    if (said) store.dispatch(setLang(said.lang));
    const router = createShellRouter(store, features, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const app = <App store={store} router={router} features={features} />;
    renderToString(app);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    const rendered = await last(app);
    // The whole state the render read, not only the api's answers: the browser hydrates against it (react-redux's
    // serverState, main.tsx), so that what its store holds by then (the start-up calls' answers, an overlay one of
    // them opened, what this browser kept) cannot make its first render differ from this one (issue 43). In a
    // language, with the words the markup said (`words`, beside the slices: main.tsx says them while hydrating).
    const state = said ? { ...store.getState(), words: { [said.lang]: said.used } } : store.getState();
    return { ...rendered, answers: JSON.stringify(state).replace(/</g, '\\u003c') };
  } finally {
    if (language) delete words[language.lang];
    resetBootAnswers();
  }
}

/**
 * Makes the render say the language's words (`useText` reads `words`; one render at a time, and the table is taken
 * away after it): the catalogue with the corrections, read through a record of each text the markup says, which the
 * page carries for the browser's hydration (main.tsx: the same words, before the whole catalogue is loaded). None for
 * a language without a catalogue (English): the render is English, as the browser's will be.
 */
async function sayIn(language: RenderLanguage): Promise<{ lang: string; used: Record<string, string> } | undefined> {
  const table = await textsWith(language.lang, language.corrections);
  if (!table) return undefined;
  const used: Record<string, string> = {};
  words[language.lang] = new Proxy(table, {
    get(target, key) {
      const said = typeof key === 'string' && Object.hasOwn(target, key) ? target[key] : undefined;
      if (said !== undefined) used[key as string] = said;
      return said;
    },
  });
  return { lang: language.lang, used };
}
