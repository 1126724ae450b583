import '@pocket/ui-kit/styles/base';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { registerServiceWorker } from '@pocket/pwa/register';

import { App } from './app';
import { createShellRouter } from './composition/create-router';
import { createAppStore } from './composition/create-store';
import { features } from './composition/features';
import { nextTask } from './composition/next-task';
import { customerServiceHost, registersServiceWorker } from './config';
import { loadCustomerService } from './customer-service/customer-service';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount on');

loadCustomerService(customerServiceHost);
// At start-up (spec section 4), in a task of its own right after the code's evaluation, not inside it.
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
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} features={features} />
    </StrictMode>,
  );
})();
