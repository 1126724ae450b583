import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction } from 'react-router';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';

import { App } from '../app';
import { sessionStore } from '../auth/session-store';
import { fakeStaffApi, Refusal } from './fake-staff-api';
import type { FakeRequest } from './fake-staff-api';
import { staffMember } from './fixtures';

/** Keeps the router's current location, and its way to move in the history, where a test can use them (renders nothing). */
function LocationProbe({ into }: { into: { current: Location | null; navigate?: NavigateFunction } }) {
  into.current = useLocation();
  into.navigate = useNavigate();
  return null;
}

/**
 * The whole desk (Refine, its providers, the router) at `path`, signed in as a staff member with `roles` unless
 * `roles` is null, against the fake staff API with the given handlers; `location()` is the address the desk is at now
 * (path and query, decoded); `back()` is the browser's Back (the router's history, one entry back), `forward()` its Forward.
 */
export function renderDesk(path: string, signedInAs: StaffRole[] | null, handlers: Record<string, (request: FakeRequest) => unknown> = {}, id = 1) {
  // The session as the server holds it: open with these roles, closed by DELETE /session.
  let roles = signedInAs;
  const api = fakeStaffApi({
    'GET /session': () => {
      if (!roles) throw new Refusal(401, STAFF_SESSION_MESSAGES.signedOut);
      return { staff: staffMember(roles, id), csrfToken: 'csrf-test-token' };
    },
    'DELETE /session': () => {
      roles = null;
      return null;
    },
    ...handlers,
  });
  const at: { current: Location | null; navigate?: NavigateFunction } = { current: null };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe into={at} />
    </MemoryRouter>,
  );
  const location = () => (at.current ? decodeURIComponent(`${at.current.pathname}${at.current.search}`) : '');
  const back = () => act(async () => void (await at.navigate?.(-1)));
  const forward = () => act(async () => void (await at.navigate?.(1)));
  return { ...view, api, location, back, forward };
}

/**
 * The address a desk is at, opened anew (a link shared, a reload): the desk rendered before is taken down, the session
 * the page held forgotten, and the whole desk rendered at that address, signed in with `roles`.
 */
export function reopenDesk(before: ReturnType<typeof renderDesk>, signedInAs: StaffRole[], handlers: Record<string, (request: FakeRequest) => unknown> = {}) {
  const address = before.location();
  before.unmount();
  sessionStore.clear();
  return renderDesk(address, signedInAs, handlers);
}
