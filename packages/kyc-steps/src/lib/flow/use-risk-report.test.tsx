import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { startFakeApi, type FakeApi } from '@pocket/testing/fake-api';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import { useRiskReport } from './use-risk-report';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const consents = (location: boolean) => ({
  data: { items: [{ kind: 'location', given: location, version: '2026-11-22', at: '2026-11-27T08:00:00.000Z' }] },
});

function Report({ geolocation }: { geolocation: Geolocation }) {
  const report = useRiskReport(geolocation);
  return (
    <button type="button" onClick={() => void report()}>
      Report
    </button>
  );
}

async function reportWith(location: boolean) {
  api.on('/consents', consents(location));
  api.on('/user/grab/info/api/addUserGrabInfoToRisk', { data: null });
  const store = makeStore({ appState: { token: 'test-token', userId: '7' } });
  configureApiClient({ store, baseURL: api.baseURL, toaster: { show: () => undefined, fail: () => undefined } });
  const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: -15.4, longitude: 28.3 } } as GeolocationPosition));
  await renderWithProviders(<Report geolocation={{ getCurrentPosition } as unknown as Geolocation} />, { store, route: '/home' });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Report' }));
  await waitFor(() => expect(api.callsTo('/consents')).toHaveLength(1));
  return getCurrentPosition;
}

const types = () => api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk').map((c) => (c.body as { type: number }).type);

describe('the risk report respects the location consent (issue 32)', () => {
  it('location withdrawn: the browser is never asked for the position and no location is sent; the device still is', async () => {
    const getCurrentPosition = await reportWith(false);
    await waitFor(() => expect(types()).toEqual([1]));
    await new Promise((r) => setTimeout(r, 200));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(types()).toEqual([1]);
  });

  it('location given: the position is read and sent (type 2)', async () => {
    const getCurrentPosition = await reportWith(true);
    await waitFor(() => expect(types()).toEqual([1, 2]));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
