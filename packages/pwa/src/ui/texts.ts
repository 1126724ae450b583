// Product texts of the install popup and its fallback instructions (docs/product.md#global-overlays).
export const ADD_TO_DESKTOP_TITLE = 'Add To Desktop';
export const ADD_TO_DESKTOP_MESSAGE =
  'Save Pocket to your desktop for faster review and more convenient withdrawal.';
export const INSTALL_BUTTON = 'Install';
export const GOT_IT_BUTTON = 'Got it';

export const IOS_STEPS = ['Tap the share button', 'Choose "Add to Home Screen"', 'Tap "Add"'] as const;
export const ANDROID_OTHER_STEPS = ['Open this page in Chrome', 'Tap the menu', 'Choose "Add to Home screen"'] as const;
