import type { ComponentType, LazyExoticComponent } from 'react';

import type { AppStartListening } from './hooks';
import type { OverlayId } from './overlays/overlay-ids';
import type { RouteId } from './routes/route-table';
import type { SlotComponent, SlotId } from './slots/slot-ids';

/** A page module loaded on demand: each feature's pages land in their own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

// Slices are combined with combineSlices, which takes any slice (or injectable api); kept loose on purpose so that
// features typed against their own state fit without casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FeatureSlice = { reducerPath: string; reducer: (...args: any[]) => any };

export type OverlayComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** What a feature package exports from `@pocket/<feature>/feature`; apps/web composes them. */
export interface FeatureModule {
  name: string;
  /** Pages bound to route ids of the route table; a layout id gets a component that renders an <Outlet />. */
  pages?: Partial<Record<RouteId, PageLoader>>;
  slices?: FeatureSlice[];
  /** Rendered by the overlay host while the overlay is open; read params with useOverlay(id). */
  overlays?: Partial<Record<OverlayId, OverlayComponent>>;
  /** Components this feature contributes to named places in other features' pages (see <FeatureSlot>). */
  slots?: Partial<Record<SlotId, SlotComponent>>;
  /** Registers listener effects; returns the function that removes them. */
  listeners?: (startListening: AppStartListening) => () => void;
}
