import { createContext, Fragment, Suspense, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

import type { SlotId, SlotMap } from './slot-ids';

const SlotsContext = createContext<SlotMap>({});

export function FeatureSlotsProvider({ slots, children }: { slots: SlotMap; children?: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export interface FeatureSlotProps {
  id: SlotId;
  /** Shown while a lazily loaded contribution arrives; nothing by default so the page does not jump. */
  fallback?: ReactNode;
  /**
   * Render the contributions one task after the page has rendered, not with it: the page's own first render is the
   * longest task of a cold start (docs/performance.md); what comes below the fold can follow.
   */
  afterPage?: boolean;
}

/** Renders what features contributed to the slot, each behind its own Suspense; nothing when none did. */
export function FeatureSlot({ id, fallback = null, afterPage = false }: FeatureSlotProps) {
  const components = useContext(SlotsContext)[id] ?? [];
  const [shown, setShown] = useState(!afterPage);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  if (components.length === 0 || !shown) return null;
  return (
    <>
      {components.map((Component, index) => (
        <Fragment key={index}>
          <Suspense fallback={fallback}>
            <Component />
          </Suspense>
        </Fragment>
      ))}
    </>
  );
}
