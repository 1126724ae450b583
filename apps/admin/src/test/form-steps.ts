import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { FakeRequest } from './fake-staff-api';
import { borrowerItem } from './fixtures';
import { renderDesk } from './render-desk';


type User = ReturnType<typeof userEvent.setup>;
/** Where a step looks: the whole screen, or `within(row)` for one row or form. */
type Scope = Pick<typeof screen, 'getByLabelText' | 'getByRole' | 'findByRole'>;
/** The fields of a form by their labels, in the order a person fills them, with what goes in each. */
type Fields = Record<string, string>;

/** Types each value into the field with that label (a choice list: picks the option), in order, as a person would. */
export async function fillIn(user: User, fields: Fields, scope: Scope = screen) {
  for (const [label, value] of Object.entries(fields)) {
    const field = scope.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

/** Empties each field first, then types its new value (a person correcting what the form refused). */
export async function refill(user: User, fields: Fields, scope: Scope = screen) {
  for (const [label, value] of Object.entries(fields)) {
    await user.clear(scope.getByLabelText(label));
    await user.type(scope.getByLabelText(label), value);
  }
}

/** Presses the button named `button`. */
export async function press(user: User, button: string, scope: Scope = screen) {
  await user.click(scope.getByRole('button', { name: button }));
}

/** Fills the fields, then presses the form's button. */
export async function submit(user: User, fields: Fields, button: string, scope: Scope = screen) {
  await fillIn(user, fields, scope);
  await press(user, button, scope);
}

/** Empties and types the fields anew, then presses the form's button. */
export async function resubmit(user: User, fields: Fields, button: string, scope: Scope = screen) {
  await refill(user, fields, scope);
  await press(user, button, scope);
}

/** The form refused before sending: its alert says `words`, and the fake API met no `call` (e.g. `POST /approvals`). */
export async function refusedUnsent(api: { calls: (call: string) => FakeRequest[] }, call: string, words: string | RegExp, scope: Scope = screen) {
  expect(await scope.findByRole('alert')).toHaveTextContent(words);
  expect(api.calls(call)).toHaveLength(0);
}

/** The desk at `path`, opened by a staff member with `roles` the desk is not for: it says so (the desk is returned for more checks). */
export async function expectNotForRole(path: string, roles: StaffRole[], handlers: Parameters<typeof renderDesk>[2] = {}) {
  const desk = renderDesk(path, roles, handlers);
  expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  return desk;
}

/** Retypes a field already found: empties it, then types `value`. */
export async function retype(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

/**
 * The whole desk at `path` for a staff member with `roles` against the fake API's `handlers` (as `renderDesk`), with a
 * person's `user` ready, after pressing each of `buttons` in turn once it shows (a tab, a month, a form to open).
 */
export async function openDesk(path: string, roles: StaffRole[], handlers: Parameters<typeof renderDesk>[2] = {}, ...buttons: string[]) {
  const user = userEvent.setup();
  const desk = renderDesk(path, roles, handlers);
  for (const name of buttons) await user.click(await screen.findByRole('button', { name }));
  return { user, ...desk };
}

/** A list at an address whose filter the list does not take: it names the filter and never asks the server (`call`). */
export async function expectFilterRefused(path: string, roles: StaffRole[], call: string, words: string) {
  const { api } = renderDesk(path, roles, { [call]: () => ({ items: [], nextCursor: null }) });
  expect(await screen.findByRole('alert')).toHaveTextContent(words);
  expect(api.calls(call)).toEqual([]);
}

/**
 * Finds a borrower in a desk's finder labelled `label` by what a person types (`typed`): the search goes to the server
 * with those words, and the match row (`testId`) shows the borrower's masked phone. Returns the row.
 */
export async function findBorrowerRow(user: User, api: { calls: (call: string) => FakeRequest[] }, finder: { label: string; testId: string }, typed: string, uid: number) {
  await submit(user, { [finder.label]: typed }, 'Find');
  const row = await screen.findByTestId(finder.testId);
  expect(row).toHaveTextContent(borrowerItem(uid).phone);
  expect(api.calls('GET /borrowers')[0]!.query).toMatchObject({ q: typed });
  return row;
}

/**
 * A queue's list call filtered by status (`GET /complaints`, `GET /data-corrections`): the one request `current()`
 * gives, while its status is the one asked for.
 */
export const queueByStatus = (current: () => { status: string }) => ({ query }: { query: Record<string, string> }) => ({ items: current().status === query.status ? [current()] : [], nextCursor: null });

/** The text of each body row of the table named `name` (its header row left out), once the table shows. */
export async function rowTexts(name: string) {
  const table = await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
}

/**
 * A request form of a desk's section refused by its call's own schema: the section's button `section` pressed twice
 * (closed, opened again), the form opened with `form`, `fields` sent with "Ask for approval"; the alert says `words` and
 * the fake API met no `call`. Then the form is cancelled and the section opened again.
 */
export async function refusedRequest(user: User, api: { calls: (call: string) => FakeRequest[] }, step: { section: string; form: string; fields: Fields; call: string; words: string }) {
  await press(user, step.section);
  await user.click(await screen.findByRole('button', { name: step.section }));
  await user.click(await screen.findByRole('button', { name: step.form }));
  await submit(user, step.fields, 'Ask for approval');
  await refusedUnsent(api, step.call, step.words);
  await press(user, 'Cancel');
  await press(user, step.section);
}
