import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';

import { persistedBorrowSlice } from './model/borrow.slice';
import { registerBorrowListeners } from './model/listeners';

/**
 * borrow: home (limit, product, live estimate, reminders, one call to action) and /borrow-plan (estimated bill,
 * apply, then the order's progress), and the user's loans on /me through the 'meLoans' slot. Server state lives in
 * the RTK Query cache; the chosen product in borrow's own slice, kept in localStorage. A visit landing on home asks
 * for the products at start-up (model/listeners.ts).
 */
export const borrowFeature: FeatureModule = {
  name: 'borrow',
  slices: [persistedBorrowSlice],
  listeners: (startListening) => registerBorrowListeners(startListening),
  pages: {
    home: () => import('./pages/home-page'),
    borrowPlan: () => import('./pages/borrow-plan-page'),
  },
  slots: {
    meLoans: lazySlot(() => import('./slots/my-loans')),
  },
};

export default borrowFeature;
