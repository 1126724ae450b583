import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { useOverlay } from '@pocket/app-core/overlays';
import { FeatureSlot } from '@pocket/app-core/slots';
import { makeStore } from '@pocket/testing/render';
import type { TestPreloadedState } from '@pocket/testing/render';

import { App } from '../app';
import { createShellRouter } from '../composition/create-router';

const page = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

const mePage = () =>
  Promise.resolve({
    default: () => (
      <>
        <h1>me page</h1>
        <FeatureSlot id="meLoans" />
      </>
    ),
  });

function MarketingOverlay() {
  const { open, close } = useOverlay('marketing');
  return (
    <div role="dialog" aria-label="marketing" data-open={open}>
      <button onClick={close}>close marketing</button>
    </div>
  );
}

function LoginOverlay() {
  return <div role="dialog" aria-label="login panel" />;
}

/** Two stand-in features, so the shell is tested on composition alone. */
export const testFeatures: FeatureModule[] = [
  {
    name: 'home-test',
    pages: { home: page('home page'), billingDetails: page('billing page') },
    slots: { meLoans: () => <p>loans contributed by home-test</p> },
  },
  {
    name: 'account-test',
    pages: { me: mePage, set: page('set page') },
    overlays: { login: LoginOverlay, marketing: MarketingOverlay },
  },
];

export async function renderShell(url: string, preloaded: TestPreloadedState = {}) {
  const store = makeStore(preloaded);
  const router = createShellRouter(store, testFeatures, createMemoryHistory({ initialEntries: [url] }));
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} features={testFeatures} />);
  return { ...view, store, router, user };
}
