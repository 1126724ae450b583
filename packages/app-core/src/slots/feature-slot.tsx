import { createContext, Fragment, Suspense, useContext } from 'react';
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
}

/** Renders what features contributed to the slot, each behind its own Suspense; nothing when none did. */
export function FeatureSlot({ id, fallback = null }: FeatureSlotProps) {
  const components = useContext(SlotsContext)[id] ?? [];
  if (components.length === 0) return null;
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
