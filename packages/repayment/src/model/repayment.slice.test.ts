import { beforeEach, describe, expect, it } from 'vitest';

import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import { clearBrowserStores, cookieValue as cookie, loadPersistedPage } from '@pocket/testing/persisted-page';

import { repaymentFeature } from '../feature';
import type { RepaymentState } from './repayment.slice';

/** One page load of the shell's store with repayment's slices, persisted as the app persists them. */
const loadPage = () => loadPersistedPage<{ repayment: RepaymentState }>(repaymentFeature.slices ?? []);

beforeEach(clearBrowserStores);

describe("the order UI state of the repay and pay-success popups in repayment's own slice (docs/product.md#app-state-and-entities)", () => {
  it('opening the repay popup by id keeps orderId and repayShow in cookies under their own names', async () => {
    const page = await loadPage();
    page.store.dispatch(openOverlay({ id: 'repay', params: { orderId: 7 } }));
    expect(page.state().repayment).toMatchObject({ orderId: 7, repayShow: true, paySuccessShow: false });
    await page.persistor.flush();
    expect(cookie('orderId')).toBe('7');
    expect(cookie('repayShow')).toBe('true');
  });

  it("reads the cookies a borrower already holds: a reload in the visit reopens the popup for that order", async () => {
    document.cookie = 'orderId=7; path=/';
    document.cookie = 'repayShow=true; path=/';
    const page = await loadPage();
    expect(page.state().repayment).toMatchObject({ orderId: 7, repayShow: true, paySuccessShow: false });
    expect(page.state().overlays.repay).toEqual({ open: true, params: { orderId: 7 } });
  });

  it('a repay popup opened from /qp keeps no order (its bill and token are never stored), so it does not reopen', async () => {
    const first = await loadPage();
    first.store.dispatch(openOverlay({ id: 'repay', params: { quickRepay: { token: 'qp-1', planId: 41, remainingAmount: 600, repayAccount: '0961234567' } } }));
    expect(first.state().repayment.orderId).toBeNull();
    await first.persistor.flush();
    expect((await loadPage()).state().overlays.repay).toBeUndefined();
  });

  it('pay-success follows its flag; closing it clears the flag', async () => {
    const first = await loadPage();
    first.store.dispatch(openOverlay({ id: 'paySuccess' }));
    await first.persistor.flush();
    expect((await loadPage()).state().overlays.paySuccess?.open).toBe(true);
    first.store.dispatch(closeOverlay('paySuccess'));
    await first.persistor.flush();
    expect(cookie('paySuccessShow')).toBe('false');
  });
});
