import { useCallback } from 'react';

import { selectHasToken } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';

/** Acting (spinning, claiming) needs login: without a session the login panel opens first and nothing else runs. */
export function useRequireLogin() {
  const loggedIn = useAppSelector(selectHasToken);
  const login = useOverlay('login');
  const guard = useCallback(
    (act: () => void) => {
      if (loggedIn) act();
      else login.show();
    },
    [loggedIn, login],
  );
  return { loggedIn, guard };
}
