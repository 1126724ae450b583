// Public API of feature slots (named re-exports only, no barrels).
export { slotIds, slotPages } from './slot-ids';
export type { SlotComponent, SlotId, SlotMap } from './slot-ids';
export { FeatureSlot, FeatureSlotsProvider } from './feature-slot';
export type { FeatureSlotProps } from './feature-slot';
export { lazySlot, preloadSlotsOf } from './lazy-slot';
export type { LazySlot } from './lazy-slot';
