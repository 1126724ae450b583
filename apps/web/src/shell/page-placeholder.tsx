import { useRouterState } from '@tanstack/react-router';

import { routeIdOfPath } from '@pocket/app-core/route-match';
import { routeTable } from '@pocket/app-core/routes';

/** Stands in for a page whose feature has not landed yet, so the route works and its title shows. */
export function PagePlaceholder() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const id = routeIdOfPath(pathname);
  return (
    <div data-testid="page-placeholder" style={{ padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 18 }}>{id ? routeTable[id].title : ''}</h1>
    </div>
  );
}
