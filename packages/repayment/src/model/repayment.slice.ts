import { createSlice } from '@reduxjs/toolkit';

import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import { persistedSlice } from '@pocket/app-core/persistence';

import { readRepayParams } from './repay-params';

/**
 * repayment's part of the order UI state (docs/product.md#app-state-and-entities): the order whose bill the repay popup pays, and the repay and
 * pay-success visibility flags. Other features open these overlays by id (app-core's openOverlay); this slice keeps
 * what they were opened with, under the spec's field names.
 */
export interface RepaymentState {
  /** The order of the open repay popup; null when opened from /qp (no session: the bill and token are not kept). */
  orderId: number | null;
  repayShow: boolean;
  paySuccessShow: boolean;
}

declare module '@pocket/app-core/hooks' {
  interface LazyLoadedSlices {
    repayment: RepaymentState;
  }
}

const initialState: RepaymentState = { orderId: null, repayShow: false, paySuccessShow: false };

export const repaymentSlice = createSlice({
  name: 'repayment',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(openOverlay, (state, action) => {
        const { id, params } = action.payload;
        if (id === 'repay') {
          const opened = readRepayParams(params as Record<string, unknown> | undefined);
          state.repayShow = true;
          state.orderId = opened && 'orderId' in opened ? opened.orderId : null;
        }
        if (id === 'paySuccess') state.paySuccessShow = true;
      })
      .addCase(closeOverlay, (state, action) => {
        if (action.payload === 'repay') state.repayShow = false;
        if (action.payload === 'paySuccess') state.paySuccessShow = false;
      });
  },
  selectors: {
    selectRepayOrderId: (state) => state.orderId,
    selectRepayShow: (state) => state.repayShow,
    selectPaySuccessShow: (state) => state.paySuccessShow,
  },
});

export const { selectRepayOrderId, selectRepayShow, selectPaySuccessShow } = repaymentSlice.selectors;

/**
 * Kept as docs/product.md#app-state-and-entities lays out the app's state: one cookie per field under its own name; the flags for the browser
 * session only, like every panel's show flag (a reload reopens the popup, a later visit does not).
 */
export const REPAYMENT_LAYOUT = { orderId: 'cookie', repayShow: 'session-cookie', paySuccessShow: 'session-cookie' } as const;

export const persistedRepaymentSlice = persistedSlice(repaymentSlice, {
  fields: REPAYMENT_LAYOUT,
  restore: (stored) => ({
    orderId: typeof stored.orderId === 'number' ? stored.orderId : null,
    repayShow: stored.repayShow === true,
    paySuccessShow: stored.paySuccessShow === true,
  }),
});
