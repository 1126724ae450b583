import { isAnyOf } from '@reduxjs/toolkit';

import { appStarted } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import type { OverlayId } from '@pocket/app-core/overlays';

/** Panels whose show flags are kept in cookies (docs/product.md#app-state-and-entities) and could reopen by themselves on a later visit. */
export const GUARDED_PANELS: readonly OverlayId[] = ['login', 'marketing', 'holidays', 'creditScore'];

/** The anonymous routes of docs/product.md#who-may-see-what (and the root, which redirects to /home). */
const PUBLIC_PAGES = [/^\/$/, /^\/home$/, /^\/member$/, /^\/qp$/, /^\/qp\/extension(\/.*)?$/, /^\/activity\/.+$/, /^\/agreement\/privacy$/, /^\/al$/];

/** Which panels the borrower opened in this visit (this tab's session), so a reload in the middle keeps them. */
export const ASKED_PANELS_KEY = 'pocket.askedPanels';

export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.some((page) => page.test(path));
}

/** The kept-open panels a visit must not start with: on a public page, those not opened in this visit. */
export function panelsToCloseAtStart(open: readonly OverlayId[], pathname: string, asked: ReadonlySet<string>): OverlayId[] {
  if (!isPublicPage(pathname)) return [];
  return open.filter((id) => GUARDED_PANELS.includes(id) && !asked.has(id));
}

export interface GuardDeps {
  pathname: () => string;
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function readAsked(session: GuardDeps['session']): Set<string> {
  try {
    const list: unknown = JSON.parse(session?.getItem(ASKED_PANELS_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeAsked(session: GuardDeps['session'], asked: Set<string>) {
  try {
    session?.setItem(ASKED_PANELS_KEY, JSON.stringify([...asked]));
  } catch {
    // Blocked storage: a reload then closes the panel, which is the safe side.
  }
}

const browserDeps = (): GuardDeps => ({ pathname: () => window.location.pathname, session: window.sessionStorage });

/**
 * Never a panel over a public page that the borrower did not ask for in this visit: at start-up, the login,
 * marketing, holidays and score panels kept open by an earlier visit are closed on the anonymous routes; a panel the
 * borrower opens now is remembered for this tab's session (a reload keeps it).
 */
export function publicPageGuard(startListening: AppStartListening, deps: GuardDeps = browserDeps()) {
  const stops = [
    startListening({
      actionCreator: appStarted,
      effect: (_action, api) => {
        const open = (Object.keys(api.getState().overlays) as OverlayId[]).filter((id) => api.getState().overlays[id]?.open);
        for (const id of panelsToCloseAtStart(open, deps.pathname(), readAsked(deps.session))) api.dispatch(closeOverlay(id));
      },
    }),
    startListening({
      matcher: isAnyOf(openOverlay, closeOverlay),
      effect: (action) => {
        const id = openOverlay.match(action) ? action.payload.id : closeOverlay.match(action) ? action.payload : null;
        if (id === null) return;
        if (!GUARDED_PANELS.includes(id)) return;
        const asked = readAsked(deps.session);
        if (openOverlay.match(action)) asked.add(id);
        else asked.delete(id);
        writeAsked(deps.session, asked);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
