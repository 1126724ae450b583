import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';

import { createPocketStore } from '@pocket/api-client/store';

import { App } from './app';
import { slicesOf } from './composition/bind-features';
import { createShellRouter } from './composition/create-router';
import { features } from './composition/features';

export { rendersOnServer } from './server-render/server-rendered';

/**
 * The server's render of an anonymous first screen (the API's static-web loads this module from the build's `.ssr`
 * folder): the shell with the page the address shows, for a visitor with no session and nothing stored, as the
 * browser's first render of the same address will be before it hydrates (`main.tsx`). No start-up listeners and no
 * API calls: the page renders what it shows before any answer arrives.
 */
export async function render(url: string): Promise<string> {
  const store = createPocketStore({ slices: slicesOf(features) });
  const router = createShellRouter(store, features, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  return renderToString(<App store={store} router={router} features={features} />);
}
