import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';

import { stepsWith } from '../test/auth-steps';
import { renderKyc } from '../test/render-page';
import { BIOMETRIC_CONSENT, BUREAU_CONSENT, CONSENT_NEEDED, RISK_CONSENT } from '../ui/face-consent';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'geolocation');
});

// The browser's camera and position are the outside world here: stand-ins with the browser's own error names.
function browserCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}
function browserPosition(latitude: number, longitude: number) {
  const geolocation = { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition) };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

const LOCATION_GIVEN = { data: { items: [{ kind: 'location', given: true, version: '2026-11-22', at: '2026-11-27T08:00:00.000Z' }] } };

describe('Confirm Identity (face-start)', () => {
  it('opens nothing and reports nothing until both consents are ticked', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    const page = await renderKyc('/face/face-start', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByText(CONSENT_NEEDED)).toBeInTheDocument();
    await user.click(screen.getByText(BIOMETRIC_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText(CONSENT_NEEDED)).toBeInTheDocument();
    expect(page.path()).toBe('/face/face-start');
    expect(api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk')).toHaveLength(0);
  });

  it('after consent reports device (type 1) and position (type 2), then opens the camera page', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    api.on('/user/grab/info/api/addUserGrabInfoToRisk', { data: null });
    api.on('/consents', LOCATION_GIVEN);
    browserPosition(-15.3875, 28.3228);
    const page = await renderKyc('/face/face-start', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText(BIOMETRIC_CONSENT));
    await user.click(screen.getByText(RISK_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk')).toHaveLength(2));
    const [device, location] = api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk').map((c) => c.body as { userId: number; type: number; info: string });
    expect(device).toMatchObject({ userId: 7, type: 1 });
    expect(JSON.parse(device!.info)).toMatchObject({ deviceTypeDevice: 'h5', appVersionDevice: '1016' });
    expect(location).toMatchObject({ userId: 7, type: 2 });
    expect(JSON.parse(location!.info)).toEqual({
      latitudeLocation: '15.387500',
      longitudeLocation: '28.322800',
      eastOrWestLocation: 'E',
      northOrSouthLocation: 'S',
    });
    await waitFor(() => expect(page.path()).toBe('/face/face-recognition'));
    // The two ticks are recorded as consents (issue 32): face and location.
    const given = api.callsTo('/consents').filter((c) => c.method === 'POST').map((c) => c.body);
    expect(given).toEqual([{ kind: 'face', given: true, from: 'kyc' }, { kind: 'location', given: true, from: 'kyc' }]);
  });

  it('the optional credit bureau box: not needed to go on; ticked, it is recorded as a consent given at KYC', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    api.on('/user/grab/info/api/addUserGrabInfoToRisk', { data: null });
    api.on('/consents', LOCATION_GIVEN);
    browserPosition(-15.3875, 28.3228);
    const page = await renderKyc('/face/face-start', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText(BIOMETRIC_CONSENT));
    await user.click(screen.getByText(RISK_CONSENT));
    await user.click(screen.getByText(BUREAU_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(page.path()).toBe('/face/face-recognition'));
    await waitFor(() => expect(api.callsTo('/consents').filter((c) => c.method === 'POST')).toHaveLength(3));
    // The device and position reports end here too: one still in flight would land in the next test's calls.
    await waitFor(() => expect(api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk')).toHaveLength(2));
    const given = api.callsTo('/consents').filter((c) => c.method === 'POST').map((c) => c.body);
    expect(given).toEqual([{ kind: 'face', given: true, from: 'kyc' }, { kind: 'location', given: true, from: 'kyc' }, { kind: 'bureau', given: true, from: 'kyc' }]);
  });

  it("tells a browser without geolocation '该浏览器不支持定位' and still reports the device", async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    api.on('/user/grab/info/api/addUserGrabInfoToRisk', { data: null });
    api.on('/consents', LOCATION_GIVEN);
    await renderKyc('/face/face-start', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText(BIOMETRIC_CONSENT));
    await user.click(screen.getByText(RISK_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('该浏览器不支持定位')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/grab/info/api/addUserGrabInfoToRisk')).toHaveLength(1));
  });
});

describe('face recognition', () => {
  it('when the camera is refused, says how to allow it and offers Try again and a selfie upload', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    let asked = 0;
    browserCamera(async () => {
      asked += 1;
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    await renderKyc('/face/face-recognition', api);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/Camera access was refused/)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a selfie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('without any camera, offers the selfie upload only', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
    await renderKyc('/face/face-recognition', api);
    expect(await screen.findByText('This browser cannot open the camera. Take a selfie and upload it instead.')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a selfie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends a borrower who has not finished personal information back to it', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2) });
    const page = await renderKyc('/face/face-recognition', api);
    await waitFor(() => expect(page.path()).toBe('/authentication/base'));
  });
});

describe('Successful (face-success)', () => {
  it('continues back to where the borrower was going once cerCodes 1, 2 and 3 are done', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3) });
    const page = await renderKyc('/face/face-success?redirect=%2Fborrow-plan', api);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Your identity is confirmed. You can now apply for a loan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.path()).toBe('/borrow-plan'));
  });

  it('says the information is under review when the rules sent the KYC to a person', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3) });
    api.on('/user/auth/api/kycReview', { data: { status: 'pending', title: 'Your information is under review', why: 'We are checking your details.', next: null, step: null } });
    await renderKyc('/face/face-success?redirect=%2Fborrow-plan', api);
    expect(await screen.findByText('Your information is under review')).toBeInTheDocument();
    expect(screen.getByText('We are checking your details.')).toBeInTheDocument();
    expect(screen.queryByText('Your identity is confirmed. You can now apply for a loan.')).toBeNull();
  });

  it('ignores an off-site redirect and goes home', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3) });
    const page = await renderKyc('/face/face-success?redirect=https%3A%2F%2Fevil.example', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.path()).toBe('/home'));
  });
});
