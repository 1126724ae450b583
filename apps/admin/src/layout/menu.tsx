import { CanAccess } from '@refinedev/core';
import { NavLink } from 'react-router';

import { resources } from '../resources';

/** The desks the signed-in staff's roles may open (the access-control provider decides each entry). */
export function Menu() {
  return (
    <nav aria-label="Desks" className="menu">
      <ul>
        {resources.map((resource) => (
          <CanAccess key={resource.name} resource={resource.name} action="list">
            <li>
              <NavLink to={String(resource.list)}>{String(resource.meta?.label ?? resource.name)}</NavLink>
            </li>
          </CanAccess>
        ))}
      </ul>
    </nav>
  );
}
