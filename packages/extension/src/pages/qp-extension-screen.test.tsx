import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { renderFeature } from '@pocket/testing/render-feature';

import { QpExtensionScreen } from './qp-extension-screen';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe("/qp/extension/{orderPlanId} ('Bill Extension')", () => {
  it('opens the extension popup for the bill with the quick-repay token', async () => {
    const { store } = renderFeature(<QpExtensionScreen orderPlanId={41} token="qp-9" />, api, { loggedIn: false });
    expect(screen.getByText('Bill Extension')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().overlays.extension).toEqual({ open: true, params: { planId: 41, quickRepayToken: 'qp-9' } }),
    );
  });

  it('asks to verify the phone first when there is no quick-repay token', () => {
    const { store } = renderFeature(<QpExtensionScreen orderPlanId={41} token={null} />, api, { loggedIn: false });
    expect(screen.getByText('Please verify your phone number with an SMS code first')).toBeInTheDocument();
    expect(store.getState().overlays.extension).toBeUndefined();
  });
});
