import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { persistedSlice } from '@pocket/app-core/persistence';

import type { LoanAsk } from '../api/product-trial';
import { type AppliedProduct, appliedProductOf, readAppliedProduct } from './applied-product';

/** borrow's own state: appliedProduct of the order UI state (docs/product.md#app-state-and-entities), what home chose for /borrow-plan. */
export interface BorrowState {
  appliedProduct: AppliedProduct | null;
}

declare module '@pocket/app-core/hooks' {
  interface LazyLoadedSlices {
    borrow: BorrowState;
  }
}

const initialState: BorrowState = { appliedProduct: null };

export const borrowSlice = createSlice({
  name: 'borrow',
  initialState,
  reducers: {
    productApplied(state, action: PayloadAction<LoanAsk>) {
      state.appliedProduct = appliedProductOf(action.payload);
    },
  },
  selectors: {
    selectAppliedProduct: (state) => state.appliedProduct,
  },
});

export const { productApplied } = borrowSlice.actions;

/**
 * The slice as the shell keeps it: appliedProduct in localStorage under its own name (docs/product.md#app-state-and-entities); a stored value
 * of the wrong shape (an older build's, its Kwacha amount included) reads back as none.
 */
export const persistedBorrowSlice = persistedSlice(borrowSlice, {
  fields: { appliedProduct: 'local' },
  restore: (stored) => ({ appliedProduct: readAppliedProduct(stored.appliedProduct) }),
});
