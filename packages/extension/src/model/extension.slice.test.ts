import { beforeEach, describe, expect, it } from 'vitest';

import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import { clearBrowserStores, cookieValue as cookie, loadPersistedPage } from '@pocket/testing/persisted-page';

import { extensionFeature } from '../feature';
import type { ExtensionState } from './extension.slice';

/** One page load of the shell's store with extension's slices, persisted as the app persists them. */
const loadPage = () => loadPersistedPage<{ extension: ExtensionState }>(extensionFeature.slices ?? []);

beforeEach(clearBrowserStores);

describe("the order UI state of the extension popup in extension's own slice (docs/product.md#app-state-and-entities)", () => {
  it('opening the popup by id keeps planId and extensionShow in cookies under their own names; closing clears the flag', async () => {
    const page = await loadPage();
    page.store.dispatch(openOverlay({ id: 'extension', params: { planId: 41 } }));
    expect(page.state().extension).toMatchObject({ planId: 41, extensionShow: true });
    await page.persistor.flush();
    expect(cookie('planId')).toBe('41');
    expect(cookie('extensionShow')).toBe('true');
    page.store.dispatch(closeOverlay('extension'));
    await page.persistor.flush();
    expect(cookie('extensionShow')).toBe('false');
  });

  it("reads the cookies a borrower already holds: a reload in the visit reopens the popup for that bill", async () => {
    document.cookie = 'planId=41; path=/';
    document.cookie = 'extensionShow=true; path=/';
    const page = await loadPage();
    expect(page.state().extension).toMatchObject({ planId: 41, extensionShow: true });
    expect(page.state().overlays.extension).toEqual({ open: true, params: { planId: 41 } });
  });

  it('a popup opened from /qp keeps no plan (its token is never stored), so it does not reopen', async () => {
    const first = await loadPage();
    first.store.dispatch(openOverlay({ id: 'extension', params: { planId: 41, quickRepayToken: 'qp-9' } }));
    expect(first.state().extension.planId).toBeNull();
    await first.persistor.flush();
    expect((await loadPage()).state().overlays.extension).toBeUndefined();
  });
});
