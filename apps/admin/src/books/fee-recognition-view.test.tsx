import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { type BookMonthItem, FEE_RECOGNITION_MESSAGES } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { type FakeRequest, Refusal } from '../test/fake-staff-api';
import { openDesk, refusedRequest, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const months: BookMonthItem[] = [{ month: '2026-11', status: 'open', ended: false, closedBy: null, closedAt: null }];
const handlers = (setting: { feeRecognition: 'over_term' | 'at_disbursement'; changedAt: string | null }, answer: (request: FakeRequest) => unknown) => ({
  'GET /books/months': () => ({ items: months }),
  'GET /books/fee-recognition': () => setting,
  'POST /books/fee-recognition': answer,
});

async function askForTheOther(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(await screen.findByRole('button', { name: 'Fee recognition' }));
  await user.click(await screen.findByRole('button', { name: button }));
  await submit(user, { 'Reason (kept in the audit)': 'The auditor’s advice' }, 'Ask for approval');
}

describe('the books desk: fee recognition', () => {
  it('shows the setting in force and asks for the other one, which a second person approves', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers({ feeRecognition: 'over_term', changedAt: null }, () => ({ id: 61, status: 'requested' })), 'Fee recognition');
    const section = await screen.findByRole('region', { name: 'Fee recognition' });
    expect(section).toHaveTextContent("The service fee is recognised as income: Over the loan's term: earned day by day, straight line. Not changed on the desk since the books began.");
    expect(section).toHaveTextContent('A change applies to loans paid out after its approval');
    // The call's own schema (bookFeeRecognitionBody) refuses a reason too short, naming the field; nothing is sent.
    await refusedRequest(user, api, { section: 'Fee recognition', form: 'Recognise the fee at disbursement', fields: { 'Reason (kept in the audit)': 'ok' }, call: 'POST /books/fee-recognition', words: 'Reason: must say why (at least 3 characters)' });
    await askForTheOther(user, 'Recognise the fee at disbursement');
    expect(await screen.findByText('The fee recognised at disbursement requested (request 61): a second person approves it in Approvals.')).toBeVisible();
    expect(api.calls('POST /books/fee-recognition')[0]!.body).toEqual({ feeRecognition: 'at_disbursement', reason: 'The auditor’s advice' });
  });

  it('shows a setting changed on the desk with its day, and the server’s refusal under the form', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers({ feeRecognition: 'at_disbursement', changedAt: '2026-11-20T23:30:00.000Z' }, () => {
      throw new Refusal(409, FEE_RECOGNITION_MESSAGES.unchanged('over_term'));
    }));
    await user.click(await screen.findByRole('button', { name: 'Fee recognition' }));
    expect(await screen.findByRole('region', { name: 'Fee recognition' })).toHaveTextContent('At disbursement: all of it the day the loan is paid out. Changed on 2026-11-21.');
    await user.click(screen.getByRole('button', { name: 'Fee recognition' }));
    await askForTheOther(user, "Recognise the fee over the loan's term");
    expect(await screen.findByRole('alert')).toHaveTextContent('The service fee is already recognised over the loan’s term: nothing to change.');
    expect(screen.getByLabelText('Reason (kept in the audit)')).toHaveValue('The auditor’s advice');
  });

});
