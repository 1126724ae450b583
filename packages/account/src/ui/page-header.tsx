import { useRouter } from '@tanstack/react-router';
import { NavBar } from 'react-vant';

import { routeTable } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';

/** The page's title from the route table, with a back arrow where there is somewhere to go back to. */
export function PageHeader({ routeId, back = true }: { routeId: RouteId; back?: boolean }) {
  const router = useRouter();
  return (
    <NavBar
      title={routeTable[routeId].title}
      leftArrow={back ? <BackArrow /> : false}
      border={false}
      onClickLeft={() => (back ? router.history.back() : undefined)}
    />
  );
}

function BackArrow(props: { className?: string }) {
  return (
    <svg role="button" aria-label="Back" viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
