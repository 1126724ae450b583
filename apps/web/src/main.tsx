import '@pocket/ui-kit/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { registerServiceWorker } from '@pocket/pwa/register';

import { App } from './app';
import { createShellRouter } from './composition/create-router';
import { createAppStore } from './composition/create-store';
import { features } from './composition/features';
import { customerServiceHost, registersServiceWorker } from './config';
import { loadCustomerService } from './customer-service/customer-service';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount on');

loadCustomerService(customerServiceHost);
if (registersServiceWorker) void registerServiceWorker();

/** Lets the browser run other work (input, paint) between start-up steps: on a slow phone, one long task blocks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The router is made (and its guard first asked) only once the stored session is back in the store. Evaluating the
// code, restoring the store and the first render are three tasks, not one long one (Lighthouse's Total Blocking Time).
void (async () => {
  await nextTask();
  const { store } = await createAppStore(features);
  await nextTask();
  const router = createShellRouter(store, features);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} features={features} />
    </StrictMode>,
  );
})();
