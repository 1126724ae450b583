/// <reference types="redux-persist" />
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist/es/constants';

import type { OverlayId, OverlayParams, ParamsOf } from './overlay-ids';
import { orderFlagOf, showFlagOf } from './show-flags';

export interface OverlayState {
  open: boolean;
  params?: OverlayParams | undefined;
}

/** Only overlays that were ever opened have an entry. */
export type OverlaysState = Partial<Record<OverlayId, OverlayState>>;

export interface OpenOverlayPayload<Id extends OverlayId = OverlayId> {
  id: Id;
  params?: ParamsOf<Id>;
}

const initialState: OverlaysState = {};

interface RehydrateAction {
  type: typeof REHYDRATE;
  payload?: Record<string, unknown> | null;
}
const isRehydrate = (action: { type: string }): action is RehydrateAction => action.type === REHYDRATE;

export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    openOverlay: {
      reducer(state, action: PayloadAction<OpenOverlayPayload>) {
        state[action.payload.id] = { open: true, params: action.payload.params as OverlayParams | undefined };
      },
      prepare<Id extends OverlayId>(payload: OpenOverlayPayload<Id>) {
        return { payload: payload as OpenOverlayPayload };
      },
    },
    closeOverlay(state, action: PayloadAction<OverlayId>) {
      const current = state[action.payload];
      if (current) current.open = false;
    },
  },
  extraReducers: (builder) => {
    // A show flag kept open (in this browser session) reopens its overlay, whichever slice persists the flag.
    builder.addMatcher(isRehydrate, (state, action) => {
      const stored = action.payload ?? {};
      for (const [id, flag] of Object.entries(showFlagOf) as [OverlayId, string][]) {
        if (stored[flag] !== true) continue;
        const params = id === 'vipPayment' ? (stored.vipPaymentParams as OverlayParams | null) : null;
        state[id] = { open: true, params: params ? { ...params } : undefined };
      }
      for (const [id, { flag, param }] of Object.entries(orderFlagOf) as [OverlayId, { flag: string; param: string | null }][]) {
        if (stored[flag] !== true) continue;
        if (param === null) state[id] = { open: true };
        else if (typeof stored[param] === 'number') state[id] = { open: true, params: { [param]: stored[param] } };
      }
    });
  },
  selectors: {
    selectOverlayOpen: (state, id: OverlayId) => state[id]?.open ?? false,
    selectOverlayParams: (state, id: OverlayId) => state[id]?.params,
  },
});

export const { openOverlay, closeOverlay } = overlaysSlice.actions;
export const { selectOverlayOpen, selectOverlayParams } = overlaysSlice.selectors;
