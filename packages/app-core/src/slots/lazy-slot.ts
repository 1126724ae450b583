import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

import type { RouteId } from '../routes/route-table';
import { slotPages } from './slot-ids';
import type { SlotId, SlotMap } from './slot-ids';

/** A lazily loaded slot contribution that can start loading before it renders. */
export type LazySlot = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A slot contribution loaded on demand, like React.lazy, that the shell can start loading together with the page that
 * hosts the slot (`preloadSlotsOf`), so the page and its contributions arrive in one round of requests, not two.
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>): LazySlot {
  return Object.assign(lazy(load), { preload: load });
}

/** Starts loading every lazy contribution to the slots that the page of `routeId` renders. */
export function preloadSlotsOf(routeId: RouteId, slots: SlotMap): void {
  for (const [id, page] of Object.entries(slotPages) as [SlotId, RouteId][]) {
    if (page !== routeId) continue;
    for (const component of slots[id] ?? []) {
      if ('preload' in component && typeof component.preload === 'function') void (component as LazySlot).preload().catch(() => undefined);
    }
  }
}
