import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { BookMonthItem, ProvisionClassItem } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { type FakeRequest, Refusal } from '../test/fake-staff-api';
import { openDesk, refill, refusedUnsent, rowTexts, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const months: BookMonthItem[] = [{ month: '2026-11', status: 'open', ended: false, closedBy: null, closedAt: null }];
const classes: ProvisionClassItem[] = [
  { code: 'current', name: 'Current', fromDays: 0, toDays: 0, rateBp: 100, nonPerforming: false },
  { code: 'special_mention', name: 'Special mention', fromDays: 1, toDays: 29, rateBp: 500, nonPerforming: false },
  { code: 'substandard', name: 'Substandard', fromDays: 30, toDays: 89, rateBp: 2000, nonPerforming: true },
  { code: 'loss', name: 'Loss', fromDays: 90, toDays: null, rateBp: 10000, nonPerforming: true },
];
const handlers = (answer: (request: FakeRequest) => unknown) => ({
  'GET /books/months': () => ({ items: months }),
  'GET /books/classes': () => ({ items: classes }),
  'POST /books/classes': answer,
});

/** Opens the classes, changes the first class's rate to 2.5 % and asks for approval. */
async function askForNewRate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Provision classes' }));
  await user.click(await screen.findByRole('button', { name: 'Change the classes' }));
  await refill(user, { 'Rate of class 1': '2.5' });
  await submit(user, { 'Reason (kept in the audit)': 'The new directive' }, 'Ask for approval');
}

describe('the books desk: provision classes', () => {
  it('shows the classes in force and asks for a new set, the whole set with the changed rate', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers(() => ({ id: 52, status: 'requested' })), 'Provision classes');
    expect(await rowTexts('Provision classes in force')).toEqual([
      'currentCurrent01 %No',
      'special_mentionSpecial mention1-295 %No',
      'substandardSubstandard30-8920 %Yes',
      'lossLoss90 and more100 %Yes',
    ]);
    await user.click(screen.getByRole('button', { name: 'Provision classes' }));
    await askForNewRate(user);
    expect(await screen.findByText('The new classes requested (request 52): a second person approves them in Approvals.')).toBeVisible();
    expect(api.calls('POST /books/classes')[0]!.body).toEqual({ classes: [{ ...classes[0]!, rateBp: 250 }, ...classes.slice(1)], reason: 'The new directive' });
  });

  it('shows the server’s refusal naming the class, and keeps the form', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers(() => {
      throw new Refusal(400, 'classes: the rate of "special_mention" is lower than the rate of "current"');
    }));
    await askForNewRate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('classes: the rate of "special_mention" is lower than the rate of "current"');
    expect(screen.getByLabelText('Rate of class 1')).toHaveValue('2.5');
  });

  it('refuses what is not a percentage before asking', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers(() => ({ id: 53, status: 'requested' })), 'Provision classes', 'Change the classes');
    await user.click(screen.getByRole('button', { name: 'Add a class' }));
    await submit(user, { 'First day of class 5': '180', 'Rate of class 5': 'all', 'Reason (kept in the audit)': 'A fifth class' }, 'Ask for approval');
    await refusedUnsent(api, 'POST /books/classes', 'Class 5: the rate must be a percentage such as 5 or 2.5.');
  });

  it('checks the request with the call’s schema before sending: the reason and each class’s code, named by field', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers(() => ({ id: 54, status: 'requested' })), 'Provision classes', 'Change the classes');
    await user.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason: must say why (at least 3 characters)');
    await refill(user, { 'Code of class 2': 'Special Mention' });
    await submit(user, { 'Reason (kept in the audit)': 'Renamed' }, 'Ask for approval');
    await refusedUnsent(api, 'POST /books/classes', 'Code: must be 1 to 40 lower-case letters, digits or _, starting with a letter');
    await refill(user, { 'Code of class 2': 'special_mention' });
    await submit(user, { 'Name of class 2': '  ' }, 'Ask for approval');
    expect(await screen.findByText('The new classes requested (request 54): a second person approves them in Approvals.')).toBeVisible();
    // What is sent is the schema's output (the name trimmed).
    expect(api.calls('POST /books/classes')[0]!.body).toEqual({ classes, reason: 'Renamed' });
  });
});
