import { Navigate } from 'react-router';

import { sessionStore } from '../auth/session-store';
import { may } from '../providers/permissions';
import { resources } from '../resources';

/** The first desk of the menu the signed-in staff may open (approvals at least: every role sees its requests). */
export function FirstDesk() {
  const roles = sessionStore.get()?.roles ?? [];
  const desk = resources.find((resource) => may(roles, resource.name, 'list'));
  return <Navigate to={typeof desk?.list === 'string' ? desk.list : '/approvals'} replace />;
}
