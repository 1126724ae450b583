import '@pocket/ui-kit/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { registerServiceWorker } from '@pocket/pwa/register';

import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount on');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Production only: the dev server has no sw.js, and a worker would cache its modules.
if (import.meta.env.PROD) void registerServiceWorker();
