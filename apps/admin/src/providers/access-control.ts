import type { AccessControlProvider } from '@refinedev/core';

import { sessionStore } from '../auth/session-store';
import { may } from './permissions';

const NOT_YOUR_ROLE = 'Your role may not do this';

/** Refine's access-control provider: the menu, the pages and the buttons ask it; the roles of the signed-in staff. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const roles = sessionStore.get()?.roles ?? [];
    const can = resource !== undefined && may(roles, resource, action);
    return can ? { can } : { can, reason: NOT_YOUR_ROLE };
  },
  // Another staff member may sign in on the same tab: never reuse an answer given for someone else.
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: 0, gcTime: 0 } },
};
