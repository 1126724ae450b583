import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { OverlayId, OverlayParams, ParamsOf } from './overlay-ids';

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
  selectors: {
    selectOverlayOpen: (state, id: OverlayId) => state[id]?.open ?? false,
    selectOverlayParams: (state, id: OverlayId) => state[id]?.params,
  },
});

export const { openOverlay, closeOverlay } = overlaysSlice.actions;
export const { selectOverlayOpen, selectOverlayParams } = overlaysSlice.selectors;
