import { useCallback } from 'react';

import { useAppDispatch, useAppSelector } from '../hooks';
import type { OverlayId, ParamsOf } from './overlay-ids';
import { closeOverlay, openOverlay } from './overlays.slice';

export interface OverlayHandle<Id extends OverlayId> {
  open: boolean;
  params: ParamsOf<Id> | undefined;
  show: (params?: ParamsOf<Id>) => void;
  close: () => void;
}

/** One overlay's open flag and params, and the functions that open and close it. */
export function useOverlay<Id extends OverlayId>(id: Id): OverlayHandle<Id> {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => state.overlays[id]);
  const show = useCallback(
    (params?: ParamsOf<Id>) => dispatch(openOverlay(params === undefined ? { id } : { id, params })),
    [dispatch, id],
  );
  const close = useCallback(() => dispatch(closeOverlay(id)), [dispatch, id]);
  return { open: entry?.open ?? false, params: entry?.params as ParamsOf<Id> | undefined, show, close };
}
