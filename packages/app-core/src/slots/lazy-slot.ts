import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

import type { RouteId } from '../routes/route-table';
import { slotPages } from './slot-ids';
import type { SlotId, SlotMap } from './slot-ids';

/** A lazily loaded slot contribution that can start loading before it renders. */
export type LazySlot = ComponentType & { preload: () => Promise<unknown> };

/**
 * A slot contribution loaded on demand, like React.lazy, that the shell can start loading together with the page that
 * hosts the slot (`preloadSlotsOf`), so the page and its contributions arrive in one round of requests, not two.
 * Preloading and rendering share one load, and a contribution whose code is already here renders with the page, in the
 * same pass: React.lazy alone suspends at its first render even then, which costs the page a second render pass and
 * shows the contribution later. A failed load is tried again by the next preload or render (the render's Suspense
 * and error boundary see its error as before).
 */
export function lazySlot(load: () => Promise<{ default: ComponentType }>): LazySlot {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Slot() {
    // Decided once per mount: a slot that rendered through Lazy keeps it, so a re-render after the code arrived never
    // swaps the Lazy element for the contribution itself (a different element type, which would mount it again).
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct) : createElement(Lazy);
  }
  return Object.assign(Slot, { preload });
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
