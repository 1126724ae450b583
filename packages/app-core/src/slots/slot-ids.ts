import type { ComponentType, LazyExoticComponent } from 'react';

import type { RouteId } from '../routes/route-table';

/**
 * Named places in one feature's page that other features may fill. The owner renders <FeatureSlot id>, a
 * contributor registers a component under the id in its FeatureModule; neither imports the other.
 */
export const slotIds = [
  /** /me: the borrower's loans (borrow). */
  'meLoans',
  /** /home, below the loan card: offers of the paid half (VIP card, phones on instalments, activities). */
  'homeOffers',
] as const;

export type SlotId = (typeof slotIds)[number];

/** The page (route id) that renders each slot: its contributions load with that page. */
export const slotPages: Record<SlotId, RouteId> = {
  meLoans: 'me',
  homeOffers: 'home',
};

export type SlotComponent = ComponentType | LazyExoticComponent<ComponentType>;

/** What the provider takes: every component contributed to each slot, in feature order. */
export type SlotMap = Partial<Record<SlotId, readonly SlotComponent[]>>;
