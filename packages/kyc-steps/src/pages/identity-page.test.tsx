import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';

import { draftKey } from '../lib/draft/draft-store';
import { stepsWith } from '../test/auth-steps';
import { renderKyc } from '../test/render-page';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
});

const FRONT = 'upl_front_0123456789';
const BACK = 'upl_back_01234567890';

describe('Identity Information page', () => {
  it('checks every rule before anything is sent', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith() });
    await renderKyc('/authentication/identity', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    for (const text of [
      'Please enter your NRC number',
      'Please enter your first name',
      'Please enter your last name',
      'Please choose your date of birth',
      'Please choose your gender',
      'Please add a photo of the front of your NRC',
      'Please add a photo of the back of your NRC',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(api.callsTo('/user/auth/api/addOrUpdateUserOcrInfoV3')).toHaveLength(0);
  });

  it('writes the NRC slashes as digits are typed and refuses a minor', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith() });
    await renderKyc('/authentication/identity', api);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('NRC number'), '123456781');
    expect(screen.getByLabelText('NRC number')).toHaveValue('123456/78/1');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('You must be 18 or older to borrow')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the NRC number as on your card: NNNNNN/NN/N')).toBeNull();
  });

  it('keeps the uploaded photos and typed fields across a reload, sends them, then goes to personal information', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith() });
    api.on('/user/auth/api/addOrUpdateUserOcrInfoV3', () => {
      api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2) });
      return { data: null };
    });
    localStorage.setItem(draftKey('identity', '7'), JSON.stringify({ nrcNumber: '123456/78/1', nrcFrontId: FRONT, nrcBackId: BACK }));
    const page = await renderKyc('/authentication/identity?redirect=%2Fborrow-plan', api);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByLabelText('NRC number')).toHaveValue('123456/78/1');
    expect(screen.getAllByText('Photo uploaded ✓')).toHaveLength(2);
    await user.type(screen.getByLabelText('First name'), 'Chanda');
    await user.type(screen.getByLabelText('Last name'), 'Mwale');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: /^Gender / }));
    await user.click(await screen.findByText('Female'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(page.path()).toBe('/authentication/base'));
    expect(page.href()).toContain('redirect=%2Fborrow-plan');
    expect(api.callsTo('/user/auth/api/addOrUpdateUserOcrInfoV3')[0]?.body).toEqual({
      nrcNumber: '123456/78/1',
      firstName: 'Chanda',
      lastName: 'Mwale',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      nrcFrontId: FRONT,
      nrcBackId: BACK,
    });
    expect(localStorage.getItem(draftKey('identity', '7'))).toBeNull();
  });

  it('keeps the draft when the server refuses, and shows its message', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith() });
    api.on('/user/auth/api/addOrUpdateUserOcrInfoV3', { code: 400, msg: 'This NRC number is already registered' });
    localStorage.setItem(
      draftKey('identity', '7'),
      JSON.stringify({ nrcNumber: '123456/78/1', firstName: 'Chanda', lastName: 'Mwale', dateOfBirth: '1990-05-01', gender: 'male', nrcFrontId: FRONT, nrcBackId: BACK }),
    );
    const page = await renderKyc('/authentication/identity', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(page.toasts).toContain('This NRC number is already registered'));
    expect(page.path()).toBe('/authentication/identity');
    expect(localStorage.getItem(draftKey('identity', '7'))).toContain('Chanda');
  });
});
