import { Toast } from 'react-vant';

import { TOAST_DURATION_MS } from '@pocket/contracts/constants';

/** How the client tells the user a call failed; injectable so tests can watch it. */
export interface Toaster {
  show(message: string): void;
  fail(message: string): void;
}

/** Toasts for 3 s with clicks blocked, as docs/product.md#error-catalogue says. */
export const reactVantToaster: Toaster = {
  show: (message) => {
    Toast({ message, duration: TOAST_DURATION_MS, forbidClick: true });
  },
  fail: (message) => {
    Toast.fail({ message, duration: TOAST_DURATION_MS, forbidClick: true });
  },
};
