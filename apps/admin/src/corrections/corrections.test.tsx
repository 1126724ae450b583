import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { UNANSWERED } from '../test/fixtures';
import { fillIn, openDesk, queueByStatus, refusedUnsent } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { ANSWER_TEXT } from './answer-form';
import { CORRECT_TEXT } from './correct-form';

const NRC_TAKEN = "value: this NRC number is held by another account, and an NRC belongs to one account only. Nothing was changed; look at the borrower's look-alikes on the KYC desk.";

afterEach(() => sessionStore.clear());

const correction = (overrides: Partial<StaffCorrection> = {}): StaffCorrection => ({
  id: 9,
  reference: 'COR-000009',
  uid: 42,
  field: 'fullName',
  fieldText: 'Full name',
  text: 'My name is spelt Mwansa, not Mwanza.',
  status: 'OPEN',
  createdAt: '2026-11-25T08:00:00.000Z',
  applicable: true,
  corrected: false,
  ...UNANSWERED,
  ...overrides,
});

describe('the data corrections desk', () => {
  it('lists waiting requests oldest first; support answers one (it changes nothing in the profile) and it leaves the queue', async () => {
    let current = correction();
    const { user, api } = await openDesk('/data-corrections', ['support'], {
      'GET /data-corrections': queueByStatus(() => current),
      'POST /data-corrections/:id/answer': ({ body }) => {
        const reply = body as { answer: string };
        return (current = { ...current, status: 'ANSWERED', answer: reply.answer, corrected: false, answeredAt: '2026-11-26T09:00:00.000Z', answeredBy: 'support@pocket.test' });
      },
    });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    expect(within(row).getByText('Full name')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Borrower 42' })).toHaveAttribute('href', '/borrowers/42');
    expect(within(row).queryByRole('button', { name: 'Correct' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    // An identity field: support is told risk decides it, and has no value field.
    expect(screen.getByText(ANSWER_TEXT.identity)).toBeInTheDocument();
    expect(screen.queryByLabelText(CORRECT_TEXT.value)).toBeNull();
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), 'too short');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    // The call's own schema (correctionReplyBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /data-corrections/:id/answer', 'Answer: must be an answer the borrower can act on (at least 10 characters)');
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), ': risk will check your NRC photo.  ');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    // Refine fetches the queue again (data-corrections invalidated): the answered request leaves it.
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(api.calls('POST /data-corrections/:id/answer')[0]).toMatchObject({ params: { id: '9' }, body: { answer: 'too short: risk will check your NRC photo.' }, csrf: api.csrfToken });
    await fillIn(user, { 'Status': 'ANSWERED' });
    expect(await screen.findByText(/Answered by support@pocket.test.*risk will check/)).toBeInTheDocument();
  });

  it('risk corrects an identity field with the evidence checked; the server\'s refusal (an NRC held by another account) is shown', async () => {
    let current = correction({ field: 'nrcNumber', fieldText: 'NRC number', text: 'My NRC is 123456/11/1' });
    let refuse = true;
    const { user, api } = await openDesk('/data-corrections', ['risk'], {
      'GET /data-corrections': queueByStatus(() => current),
      'POST /data-corrections/:id/correct': ({ body }) => {
        if (refuse) throw new Refusal(409, NRC_TAKEN);
        const sent = body as { answer: string };
        return (current = { ...current, status: 'ANSWERED', answer: sent.answer, corrected: true, answeredAt: '2026-11-26T09:00:00.000Z', answeredBy: 'risk@pocket.test' });
      },
    });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Answer' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Correct' }));
    await user.click(screen.getByRole('button', { name: CORRECT_TEXT.send }));
    // The call's own schema (correctionCorrectBody) refuses, naming the field; nothing is sent.
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrected value: must be the corrected value');
    await user.type(screen.getByLabelText(CORRECT_TEXT.value), ' 123456/11/1 ');
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), 'We corrected your NRC number.');
    await user.click(screen.getByRole('button', { name: CORRECT_TEXT.send }));
    await refusedUnsent(api, 'POST /data-corrections/:id/correct', 'What it shows: must name what you checked (at least 10 characters), e.g. the photo and what it shows');
    await user.selectOptions(screen.getByLabelText(CORRECT_TEXT.evidence), 'document');
    await user.type(screen.getByLabelText(CORRECT_TEXT.evidenceNote), 'Passport page sent by the borrower  ');
    await user.click(screen.getByRole('button', { name: CORRECT_TEXT.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NRC_TAKEN);
    refuse = false;
    await user.click(screen.getByRole('button', { name: CORRECT_TEXT.send }));
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(api.calls('POST /data-corrections/:id/correct').at(-1)).toMatchObject({
      params: { id: '9' },
      body: { value: '123456/11/1', evidence: 'document', evidenceNote: 'Passport page sent by the borrower', answer: 'We corrected your NRC number.' },
      csrf: api.csrfToken,
    });
  });

  it('offers risk no correction of a field the desk cannot change, and support no value field for it', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/data-corrections', ['support'], {
      'GET /data-corrections': () => ({ items: [correction({ field: 'work', fieldText: 'Work information', applicable: false })], nextCursor: null }),
      'POST /data-corrections/:id/answer': () => correction({ status: 'ANSWERED', answer: 'x' }),
    });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    expect(screen.queryByText(ANSWER_TEXT.identity)).toBeNull();
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), 'Please update your work information in the app.');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    await screen.findByText('COR-000009');
    expect(api.calls('POST /data-corrections/:id/answer')[0]!.body).toEqual({ answer: 'Please update your work information in the app.' });
  });

  it('risk sees a field it cannot correct without any button', async () => {
    renderDesk('/data-corrections', ['risk'], { 'GET /data-corrections': () => ({ items: [correction({ field: 'work', fieldText: 'Work information', applicable: false })], nextCursor: null }) });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('is not in the menu of a role that neither answers nor corrects them', async () => {
    renderDesk('/data-corrections', ['finance'], { 'GET /data-corrections': () => ({ items: [correction()], nextCursor: null }) });
    expect(await screen.findByRole('navigation', { name: 'Desks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data corrections' })).toBeNull();
    expect(screen.queryByText('COR-000009')).toBeNull();
  });
});
