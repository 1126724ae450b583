import '@pocket/ui-kit/styles/base';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { serverAnswersArrived } from '@pocket/api-client/base-api';
import { firstWords } from '@pocket/app-core/i18n';
import { SERVER_ANSWERS_ELEMENT_ID } from '@pocket/contracts/boot-answers';
import { registerServiceWorker } from '@pocket/pwa/register';

import { App } from './app';
import { createShellRouter } from './composition/create-router';
import { createAppStore } from './composition/create-store';
import { features } from './composition/features';
import { nextTask } from './composition/next-task';
import { customerServiceHost, registersServiceWorker } from './config';
import { loadCustomerService } from './customer-service/customer-service';
import { EnableWhenHydrated, reportHydrationError } from './server-render/hydration';

/** The state the server rendered a first screen with (entry-server.tsx): the store's, and the words it said in a language. */
type ServerState = { words?: Record<string, Record<string, string>> };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root');
// An anonymous first screen the server rendered (issue 28): hydrated, not rendered again.
const serverRendered = root.firstElementChild !== null;

loadCustomerService(customerServiceHost);
// At start-up (docs/product.md#states-and-transitions), in a task of its own right after the code's evaluation, not inside it.
if (registersServiceWorker) void nextTask().then(() => registerServiceWorker());

// The router is made (and its guard first asked) only once the stored session is back in the store. Evaluating the
// code, restoring the store, making the router and the first render are four tasks, not one long one (Lighthouse's
// Total Blocking Time; features' start-up listeners yield too, e.g. activities' first calls).
void (async () => {
  await nextTask();
  const { store } = await createAppStore(features);
  await nextTask();
  const router = createShellRouter(store, features);
  await nextTask();
  if (!serverRendered) {
    // A streamed page whose render failed has an empty, disabled #root (apps/api/src/plugins/static-web.ts).
    root.removeAttribute('disabled');
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={router} features={features} />
      </StrictMode>,
    );
    return;
  }
  // The page's code and the route's matches first, so that the first render is the server's (apps/web/src/entry-server.tsx).
  await router.load();
  // What TanStack Router's own client hydration sets: the router then renders its matches as on the server, without
  // the browser-only Suspense around them (which would not match the server's HTML). We load the matches ourselves
  // (above) instead of reading its dehydrated state: the server's render has no loader data to hand over.
  router.ssr = { manifest: undefined };
  // The state the server rendered the page with: its answers go into the cache before the first render (RTK Query's
  // rehydration), and the hydration render reads that state, not the store's (issue 43). By now the store holds what
  // the server's render did not have: what this browser kept, the start-up calls' answers and what they did (the day's
  // holidays notice opens its overlay). Read from the store, those made the first render differ from the server's
  // HTML (React error #418) and React threw the page away and rendered it again.
  const answers = document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent;
  const serverState = (answers ? JSON.parse(answers) : undefined) as ServerState | undefined;
  if (serverState) {
    store.dispatch(serverAnswersArrived(serverState));
    // A first screen the server rendered in the borrower's language (the `lang` cookie) came with the words it said:
    // the hydration says them too (issue 48); the language's whole catalogue is loaded after, as for any screen.
    Object.assign(firstWords, serverState.words);
  }
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser in between (a transition's
  // lane is time-sliced; the default hydration lane runs as one long task: Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} router={router} features={features} serverState={serverState} />
        <EnableWhenHydrated container={root} />
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
  });
})();
