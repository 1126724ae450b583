import { createSlice } from '@reduxjs/toolkit';

import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import { persistedSlice } from '@pocket/app-core/persistence';

/**
 * extension's part of the order UI state (docs/product.md#app-state-and-entities): the bill (plan) the extension popup extends and its
 * visibility flag. Other features open the overlay by id with { planId } (app-core's openOverlay); this slice keeps it
 * under the spec's field names.
 */
export interface ExtensionState {
  /** The plan of the open extension popup; null when opened from /qp (its token is never kept). */
  planId: number | null;
  extensionShow: boolean;
}

declare module '@pocket/app-core/hooks' {
  interface LazyLoadedSlices {
    extension: ExtensionState;
  }
}

const initialState: ExtensionState = { planId: null, extensionShow: false };

const signedPlanOf = (params: Record<string, unknown> | undefined): number | null => {
  if (!params || typeof params.quickRepayToken === 'string') return null;
  const planId = Number(params.planId);
  return Number.isInteger(planId) && planId > 0 ? planId : null;
};

export const extensionSlice = createSlice({
  name: 'extension',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(openOverlay, (state, action) => {
        if (action.payload.id !== 'extension') return;
        state.extensionShow = true;
        state.planId = signedPlanOf(action.payload.params as Record<string, unknown> | undefined);
      })
      .addCase(closeOverlay, (state, action) => {
        if (action.payload === 'extension') state.extensionShow = false;
      });
  },
  selectors: {
    selectExtensionPlanId: (state) => state.planId,
    selectExtensionShow: (state) => state.extensionShow,
  },
});

export const { selectExtensionPlanId, selectExtensionShow } = extensionSlice.selectors;

/** One cookie per field under its own name (docs/product.md#app-state-and-entities); the flag for the browser session only. */
export const EXTENSION_LAYOUT = { planId: 'cookie', extensionShow: 'session-cookie' } as const;

export const persistedExtensionSlice = persistedSlice(extensionSlice, {
  fields: EXTENSION_LAYOUT,
  restore: (stored) => ({
    planId: typeof stored.planId === 'number' ? stored.planId : null,
    extensionShow: stored.extensionShow === true,
  }),
});
