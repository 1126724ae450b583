import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Named places in one feature's page that other features may fill. The owner renders <FeatureSlot id>, a
 * contributor registers a component under the id in its FeatureModule; neither imports the other.
 */
export const slotIds = ['meLoans'] as const;

export type SlotId = (typeof slotIds)[number];

export type SlotComponent = ComponentType | LazyExoticComponent<ComponentType>;

/** What the provider takes: every component contributed to each slot, in feature order. */
export type SlotMap = Partial<Record<SlotId, readonly SlotComponent[]>>;
