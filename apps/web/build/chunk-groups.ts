/**
 * The small modules the landing page's first screen shares with other pages (its queries, money, the notices' turn,
 * react-vant's Cell, Radio and checker, the back arrow), the holidays notice it may open at once and the install offer
 * with its tracking call: one chunk with the shell's own shared code (what these import from it comes along), instead
 * of a dozen chunks under 1.5 KiB gz. On HTTP/1.1 (six connections) each costs a round trip before a first screen can
 * show; Lighthouse's simulated LCP on /home fell from about 2.9 to 1.9 s with the boot answers and the largest-first
 * links (docs/performance.md, "Tenth session"). Other pages load a few KiB more they may not need.
 */
export const HOME_BASE_MODULES = [
  'packages/contracts/src/money/',
  'packages/contracts/src/constants.ts',
  'packages/app-core/src/overlays/',
  'packages/ui-kit/src/notice/',
  'packages/api-client/src/endpoints/user-auth-process-step.ts',
  // The install offer and its tracking call: a first visit opens it 1 s after start-up (docs/product.md#states-and-transitions).
  'packages/api-client/src/endpoints/buried-point-v2.ts',
  'packages/pwa/src/overlays/pwa-install-overlay.tsx',
  'packages/borrow/src/api/my-loan-info.ts',
  'packages/borrow/src/api/product-list.ts',
  'packages/borrow/src/model/order-status.ts',
  'packages/borrow/src/model/default-ask.ts',
  'packages/vip/src/api/get-vip-card-info.ts',
  'packages/activities/src/model/use-turn.ts',
  'packages/activities/src/model/blocking-overlays.ts',
  'packages/activities/src/overlays/holidays-overlay.tsx',
  'react-vant/es/cell/',
  'react-vant/es/radio/',
  'react-vant/es/checkbox/Checker.js',
  '@react-vant/icons/es/ArrowLeft.js',
  // The landing page's small parts that came as chunks of their own (under 1.2 KiB gz each: the home action shared
  // with the borrow plan, the KYC review read shared with face-success, the VIP button's style).
  'packages/borrow/src/lib/home-action.ts',
  'packages/borrow/src/api/product-trial.ts',
  'packages/api-client/src/endpoints/kyc-review.ts',
  'packages/vip/src/ui/vip-button-style.ts',
  // The landing page's offers below the chooser (VIP, phones in stages, activities): lazy slots of their features,
  // each a chunk under 1.2 KiB gz that /home always loads.
  'packages/vip/src/slots/home-vip-offer.tsx',
  'packages/vip/src/ui/home-vip-offer-view.tsx',
  'packages/stage/src/slots/home-phones.tsx',
  'packages/stage/src/ui/home-phones-offer.tsx',
  'packages/activities/src/slots/activity-offers.tsx',
  // The push offer's gate (signed in, a browser that can push): the offer itself stays lazy.
  'packages/pwa/src/slots/home-push-offer.tsx',
];

/**
 * Libraries every first screen runs (React, the router, the store, the HTTP client, react-vant's shared helpers) go
 * into two long-lived chunks instead of some forty small ones: on a 2G phone each request costs a round trip, and
 * the hashes of these chunks change only when a library version does. Pages, overlays and their own libraries stay
 * in their lazy chunks (docs/performance.md).
 */
export const FIRST_SCREEN_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-redux|redux|redux-thunk|redux-persist|@reduxjs|immer|reselect|use-sync-external-store|@tanstack)[\\/]/,
    priority: 2,
  },
  {
    name: 'ui-base',
    // Icons: only their shared base. An icon goes with the component that draws it (Field's question mark was on
    // /home's first load while it was in this group).
    test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-vant[\\/]es[\\/](hooks|utils|config-provider|popup|overlay|toast|loading|button|icon)[\\/]|@react-vant[\\/]icons[\\/]es[\\/]IconBase\.|(tslib|react-transition-group|classnames|clsx)[\\/])/,
    priority: 1,
  },
  {
    name: 'home-base',
    test: (id: string) => HOME_BASE_MODULES.some((module) => id.replaceAll('\\', '/').includes(module)),
    priority: 0,
  },
];
