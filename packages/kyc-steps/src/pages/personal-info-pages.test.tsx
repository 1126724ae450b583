import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';

import { draftKey } from '../lib/draft/draft-store';
import { stepsWith } from '../test/auth-steps';
import { OWN_MOBILE, renderKyc } from '../test/render-page';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
});

const PROVINCES = [
  { id: 5, name: 'Lusaka', parentId: 0 },
  { id: 2, name: 'Copperbelt', parentId: 0 },
];
const LUSAKA_DISTRICTS = [
  { id: 51, name: 'Chongwe', parentId: 5 },
  { id: 52, name: 'Kafue', parentId: 5 },
];

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${field} `) }));
  await user.click(await screen.findByText(option));
}

describe('Personal information page', () => {
  it('feeds the province picker from queryAreaInfoById/0 and the district picker from the province id', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2) });
    api.on('/h5/region/queryAreaInfoById/0', { data: PROVINCES });
    api.on('/h5/region/queryAreaInfoById/5', { data: LUSAKA_DISTRICTS });
    api.on('/user/auth/api/addOrUpdateUserAuthInfo', { data: null });
    const page = await renderKyc('/authentication/base', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose your province and district（请选择地区）')).toBeInTheDocument();
    expect(screen.getByText('Please enter your residential address（请填写详细地址）')).toBeInTheDocument();
    await choose(user, 'Marital status', 'Married');
    await choose(user, 'Education', 'Secondary');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Province / })).not.toHaveTextContent('Loading'));
    await choose(user, 'Province', 'Lusaka');
    await waitFor(() => expect(api.callsTo('/h5/region/queryAreaInfoById/5')).toHaveLength(1));
    await choose(user, 'District', 'Kafue');
    await user.type(screen.getByLabelText('Residential address'), 'Plot 12, Kabulonga Road');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(page.path()).toBe('/authentication/linkman'));
    expect(api.callsTo('/user/auth/api/addOrUpdateUserAuthInfo')[0]?.body).toEqual({
      type: 'base',
      maritalStatus: 'married',
      education: 'secondary',
      provinceId: 5,
      districtId: 52,
      address: 'Plot 12, Kabulonga Road',
      email: '',
    });
  });

  it('sends a borrower without identity back to the identity step first', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith() });
    api.on('/h5/region/queryAreaInfoById/0', { data: PROVINCES });
    const page = await renderKyc('/authentication/base?redirect=%2Fborrow-plan', api);
    await waitFor(() => expect(page.path()).toBe('/authentication/identity'));
    expect(page.href()).toContain('redirect=%2Fborrow-plan');
  });
});

describe('Emergency Contact page', () => {
  it("refuses the signed-in borrower's own number before anything is sent", async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2) });
    await renderKyc('/authentication/linkman', api);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Contact 1 phone'), OWN_MOBILE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('An emergency contact must be someone else: this is your own number')).toBeInTheDocument();
    expect(api.callsTo('/user/auth/api/addOrUpdateUserAuthInfo')).toHaveLength(0);
  });
});

describe('Work Information page', () => {
  it('after the last personal form, goes on to face verification with the borrowing destination kept', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2) });
    api.on('/user/auth/api/addOrUpdateUserAuthInfo', () => {
      api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(2, 3) });
      return { data: null };
    });
    localStorage.setItem(draftKey('work', '7'), JSON.stringify({ employmentType: 'civil_servant', employerName: 'Ministry of Health' }));
    const page = await renderKyc('/authentication/work?redirect=%2Fborrow-plan', api);
    const user = userEvent.setup({ delay: null });
    await choose(user, 'Monthly income', 'K3,000 to K5,000');
    await user.type(screen.getByLabelText('Pay day (day of month)'), '32');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter your pay day as a day of the month from 1 to 31')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pay day (day of month)'));
    await user.type(screen.getByLabelText('Pay day (day of month)'), '25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(page.path()).toBe('/face/face-start'));
    expect(page.href()).toContain('redirect=%2Fborrow-plan');
    expect(api.callsTo('/user/auth/api/addOrUpdateUserAuthInfo')[0]?.body).toEqual({
      type: 'work',
      employmentType: 'civil_servant',
      employerName: 'Ministry of Health',
      monthlyIncome: '3000_5000',
      payDay: 25,
    });
    expect(page.store.getState().appState).toMatchObject({ authStep: 4, firstInfoState: true, reInfoState: false });
  });
});
