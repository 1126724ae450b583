import { beforeEach, describe, expect, it } from 'vitest';

import { createPocketStore } from '@pocket/api-client/store';
import { browserStores, rehydrate } from '@pocket/app-core/persistence';

import { borrowFeature } from '../feature';
import { productApplied } from './borrow.slice';

/** One page load of the shell's store with borrow's slices, persisted as the app persists them. */
async function loadPage() {
  const store = createPocketStore({ slices: borrowFeature.slices ?? [], persist: browserStores });
  const persistor = await rehydrate(store);
  return { store, persistor, borrow: () => (store.getState() as unknown as { borrow: { appliedProduct: unknown } }).borrow };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("appliedProduct in borrow's own slice (docs/product.md#app-state-and-entities: kept in localStorage)", () => {
  it('is written to localStorage under its own name and comes back on the next load', async () => {
    const first = await loadPage();
    first.store.dispatch(productApplied({ productId: 3, amount: 500, term: 14 }));
    await first.persistor.flush();
    expect(JSON.parse(window.localStorage.getItem('appliedProduct')!)).toEqual({ productId: 3, amountNgwee: 500, term: 14 });
    expect((await loadPage()).borrow().appliedProduct).toEqual({ productId: 3, amountNgwee: 500, term: 14 });
  });

  it('never reads the Kwacha amount an older build stored as ngwee: such a value reads back as none', async () => {
    window.localStorage.setItem('appliedProduct', JSON.stringify({ productId: 1, amount: 1000, term: 7 }));
    expect((await loadPage()).borrow().appliedProduct).toBeNull();
  });

  it('a stored value of the wrong shape reads back as none', async () => {
    window.localStorage.setItem('appliedProduct', JSON.stringify({ productId: 3 }));
    expect((await loadPage()).borrow().appliedProduct).toBeNull();
  });
});
