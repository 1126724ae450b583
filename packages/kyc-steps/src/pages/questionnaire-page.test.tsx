import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';

import { stepsWith } from '../test/auth-steps';
import { renderKyc } from '../test/render-page';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
});

const INFO = {
  questions: [
    { id: 'purpose', title: 'What is the loan for?', options: [{ value: 'school', label: 'School fees' }, { value: 'stock', label: 'Business stock' }] },
    { id: 'home', title: 'Do you own your home?', options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] },
  ],
  answers: null,
  submitted: false,
};

describe('Questionnaire page', () => {
  it('asks for every answer, sends them, and marks reInfoState once cerCode 4 is authenticated', async () => {
    api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3) });
    api.on('/admin/questionnaire/api/info', { data: INFO });
    api.on('/admin/questionnaire/api/submit', () => {
      api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3, 4) });
      api.on('/my/getMyLoanInfo', { data: { creditLimit: 1000, availableLimit: 1000, userCredit: 0, orders: [] } });
      return { data: null };
    });
    api.on('/my/getMyLoanInfo', { data: { creditLimit: 500, availableLimit: 500, userCredit: 0, orders: [] } });
    const page = await renderKyc('/authentication/questionnaire?redirect=%2Fborrow-plan', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Business stock'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please answer this question')).toBeInTheDocument();
    expect(api.callsTo('/admin/questionnaire/api/submit')).toHaveLength(0);
    await user.click(screen.getByText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(page.path()).toBe('/borrow-plan'));
    expect(api.callsTo('/admin/questionnaire/api/submit')[0]?.body).toEqual({
      answers: [
        { questionId: 'purpose', value: 'stock' },
        { questionId: 'home', value: 'no' },
      ],
    });
    await waitFor(() => expect(page.store.getState().appState.reInfoState).toBe(true));
  });

  /** Steps 1-3 done, the questionnaire open, a limit of K500 that the submit raises to K1,200. */
  const limitRaisedOnSubmit = () => {
      api.on('/user/auth/api/getUserAuthProcessStep', { data: stepsWith(1, 2, 3) });
      api.on('/admin/questionnaire/api/info', { data: INFO });
      api.on('/my/getMyLoanInfo', { data: { creditLimit: 500, availableLimit: 500, userCredit: 0, orders: [] } });
      api.on('/admin/questionnaire/api/submit', () => {
        api.on('/my/getMyLoanInfo', { data: { creditLimit: 1200, availableLimit: 1200, userCredit: 0, orders: [] } });
        return { data: null };
      });
  };

  it('tells the borrower the new limit after the questionnaire, with the real figure from the server', async () => {
    limitRaisedOnSubmit();
    await renderKyc('/authentication/questionnaire?redirect=%2Fborrow-plan', api);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Business stock'));
    await user.click(screen.getByText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your limit is now K1,200.00')).toBeInTheDocument();
  });

  it("in Nyanja: the refusal of a question not answered and the new limit in the borrower's language, the amount unchanged", async () => {
    limitRaisedOnSubmit();
    await renderKyc('/authentication/questionnaire?redirect=%2Fborrow-plan', api, 'ny');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Business stock'));
    await user.click(await screen.findByRole('button', { name: 'Tumizani' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chonde yankhani funso ili');
    expect(api.callsTo('/admin/questionnaire/api/submit')).toHaveLength(0);
    await user.click(screen.getByText('No'));
    await user.click(screen.getByRole('button', { name: 'Tumizani' }));
    expect(await screen.findByText('Malire a ngongole yanu tsopano ndi K1,200.00')).toBeInTheDocument();
  });
});
