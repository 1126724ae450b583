import '@pocket/ui-kit/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount on');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
