import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

import type { AppState } from './app-state/app-state.types';
import type { OverlaysState } from './overlays/overlays.slice';

/**
 * Slices that features add with combineSlices. A feature declares its slice here by module augmentation:
 * `declare module '@pocket/app-core/hooks' { interface LazyLoadedSlices { repayment: RepaymentState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The state every store has: the two core slices (and the api slice, typed by api-client). */
export interface CoreState {
  appState: AppState;
  overlays: OverlaysState;
}

export type RootState = CoreState & Partial<LazyLoadedSlices> & Record<string, unknown>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
