import { describe, expect, it } from 'vitest';

import { appStarted } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import type { OverlaysState } from '@pocket/app-core/overlays';
import { makeStore } from '@pocket/testing/make-store';

import { ASKED_PANELS_KEY, isPublicPage, panelsToCloseAtStart, publicPageGuard } from './public-page-guard';

function memorySession(initial: string[] = []) {
  const data = new Map<string, string>([[ASKED_PANELS_KEY, JSON.stringify(initial)]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function start(pathname: string, overlays: OverlaysState, asked: string[] = []) {
  const session = memorySession(asked);
  const guard = (listen: AppStartListening) => publicPageGuard(listen, { pathname: () => pathname, session });
  const store = makeStore({ overlays }, { browserDefaults: true, listeners: [guard] });
  store.dispatch(appStarted());
  return { store, session };
}

describe('no panel over a public page that the borrower did not ask for in this visit', () => {
  it('knows the anonymous routes of docs/product.md#who-may-see-what', () => {
    for (const path of ['/', '/home', '/member', '/qp', '/qp/', '/qp/extension/12', '/activity/turntable', '/agreement/privacy', '/al']) {
      expect(isPublicPage(path), path).toBe(true);
    }
    for (const path of ['/me', '/billing-details/3', '/authentication/identity', '/borrow-plan', '/qpx']) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });

  it('/qp opened in a new visit with an old loginShow is not covered by the login panel', () => {
    const { store } = start('/qp', { login: { open: true }, marketing: { open: true }, holidays: { open: true }, creditScore: { open: true } });
    const { overlays, appState } = store.getState();
    expect([overlays.login?.open, overlays.marketing?.open, overlays.holidays?.open, overlays.creditScore?.open]).toEqual([false, false, false, false]);
    expect(appState.loginShow).toBe(false);
  });

  it('a panel the borrower opened in this visit survives a reload', () => {
    const { store } = start('/home', { login: { open: true } }, ['login']);
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it('a page that needs login keeps its login panel', () => {
    const { store } = start('/me', { login: { open: true } });
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it('payment popups are not touched', () => {
    expect(panelsToCloseAtStart(['repay', 'vipPayment', 'login'], '/home', new Set())).toEqual(['login']);
  });

  it('remembers what the borrower opens in this visit, and forgets it when closed', () => {
    const { store, session } = start('/home', {});
    store.dispatch(openOverlay({ id: 'login' }));
    expect(JSON.parse(session.data.get(ASKED_PANELS_KEY)!)).toEqual(['login']);
    store.dispatch(openOverlay({ id: 'repay' }));
    store.dispatch(closeOverlay('login'));
    expect(JSON.parse(session.data.get(ASKED_PANELS_KEY)!)).toEqual([]);
  });
});
