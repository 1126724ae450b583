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

// The router is made (and its guard first asked) only once the stored session is back in the store.
void createAppStore(features).then(({ store }) => {
  const router = createShellRouter(store, features);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} features={features} />
    </StrictMode>,
  );
});
