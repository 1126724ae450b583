import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { renderDesk } from '../test/render-desk';
import { ANSWER_TEXT } from './answer-form';

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
  answer: null,
  corrected: false,
  answeredAt: null,
  answeredBy: null,
  ...overrides,
});

describe('the data corrections desk', () => {
  it('lists waiting requests oldest first; support answers one with the corrected value and it leaves the queue', async () => {
    const user = userEvent.setup();
    let current = correction();
    const { api } = renderDesk('/data-corrections', ['support'], {
      'GET /data-corrections': ({ query }) => ({ items: current.status === query.status ? [current] : [], nextCursor: null }),
      'POST /data-corrections/:id/answer': ({ body }) => {
        const reply = body as { answer: string; value?: string };
        return (current = { ...current, status: 'ANSWERED', answer: reply.answer, corrected: reply.value !== undefined, answeredAt: '2026-11-26T09:00:00.000Z', answeredBy: 'support@pocket.test' });
      },
    });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    expect(within(row).getByText('Full name')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Borrower 42' })).toHaveAttribute('href', '/borrowers/42');
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), 'too short');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(ANSWER_TEXT.tooShort);
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), ': we corrected your name.');
    await user.type(screen.getByLabelText(ANSWER_TEXT.value), 'Chanda Mwansa');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(api.calls('POST /data-corrections/:id/answer')[0]).toMatchObject({ params: { id: '9' }, body: { answer: 'too short: we corrected your name.', value: 'Chanda Mwansa' }, csrf: api.csrfToken });
    await user.selectOptions(screen.getByLabelText('Status'), 'ANSWERED');
    expect(await screen.findByText(/Answered by support@pocket.test.*\(data corrected\)/)).toBeInTheDocument();
  });

  it('offers no value field for a field the desk cannot change, and sends the answer alone', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/data-corrections', ['support'], {
      'GET /data-corrections': () => ({ items: [correction({ field: 'work', fieldText: 'Work information', applicable: false })], nextCursor: null }),
      'POST /data-corrections/:id/answer': () => correction({ status: 'ANSWERED', answer: 'x' }),
    });
    const row = (await screen.findByText('COR-000009')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    expect(screen.queryByLabelText(ANSWER_TEXT.value)).toBeNull();
    await user.type(screen.getByLabelText(ANSWER_TEXT.answer), 'Please update your work information in the app.');
    await user.click(screen.getByRole('button', { name: ANSWER_TEXT.send }));
    await screen.findByText('COR-000009');
    expect(api.calls('POST /data-corrections/:id/answer')[0]!.body).toEqual({ answer: 'Please update your work information in the app.' });
  });

  it('is not in the menu of a role that does not answer them', async () => {
    renderDesk('/data-corrections', ['risk'], { 'GET /data-corrections': () => ({ items: [correction()], nextCursor: null }) });
    expect(await screen.findByRole('navigation', { name: 'Desks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data corrections' })).toBeNull();
    expect(screen.queryByText('COR-000009')).toBeNull();
  });
});
