import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Stage data of docs/product.md#app-state-and-entities (amount in ngwee, the payment account) for the bill being paid, and the refresh flag. */
export interface StageState {
  data: { planId: number | null; amount: number; mobile: string };
  /** Raised when a stage repayment was accepted; the bill list reloads and lowers it (docs/product.md#states-and-transitions). */
  refresh: boolean;
}

const initialState: StageState = { data: { planId: null, amount: 0, mobile: '' }, refresh: false };

export const stageSlice = createSlice({
  name: 'stage',
  initialState,
  reducers: {
    stageDataSet(state, action: PayloadAction<StageState['data']>) {
      state.data = action.payload;
    },
    stageMobileChanged(state, action: PayloadAction<string>) {
      state.data.mobile = action.payload;
    },
    stageRefreshFlagged(state) {
      state.refresh = true;
    },
    stageRefreshHandled(state) {
      state.refresh = false;
    },
  },
  selectors: {
    selectStageData: (state) => state.data,
    selectStageRefresh: (state) => state.refresh,
  },
});

declare module '@pocket/app-core/hooks' {
  interface LazyLoadedSlices {
    stage: StageState;
  }
}

export const { stageDataSet, stageMobileChanged, stageRefreshFlagged, stageRefreshHandled } = stageSlice.actions;
