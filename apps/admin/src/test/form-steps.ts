import { screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { FakeRequest } from './fake-staff-api';
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
