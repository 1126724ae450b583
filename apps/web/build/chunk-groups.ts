/**
 * The small modules the landing page's first screen shares with other pages (its queries, money, the notices' turn,
 * react-vant's Cell, Radio and checker), the holidays notice it may open at once and the install offer
 * with its tracking call: one chunk with the shell's own shared code (what these import from it comes along), instead
 * of a dozen chunks under 1.5 KiB gz. On HTTP/1.1 (six connections) each costs a round trip before a first screen can
 * show; Lighthouse's simulated LCP on /home fell from about 2.9 to 1.9 s with the boot answers and the largest-first
 * links (docs/performance.md, "Tenth session"). Other pages load a few KiB more they may not need.
 */
export const HOME_BASE_MODULES = [
  // Money's rules, not its codec (money/codec.ts imports zod, which only lazy pages load: decision 0041).
  'packages/contracts/src/money/index.ts',
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
  // The borrower's words in their language (`useText`, issue 48): home says its texts through it.
  'packages/app-core/src/i18n/text.ts',
  // What the first screen's calls make their requests with (decision 0040): `requestOf` and the route facts of those
  // calls, one module per call (the other facts go to page-kit).
  'packages/api-client/src/call-request.ts',
  'packages/contracts/src/calls/call.ts',
  'packages/contracts/src/calls/activities/holidays-list.ts',
  'packages/contracts/src/calls/activities/market-list.ts',
  'packages/contracts/src/calls/app/channel.ts',
  'packages/contracts/src/calls/app/tracking-point.ts',
  'packages/contracts/src/calls/kyc/auth-process-step.ts',
  'packages/contracts/src/calls/kyc/kyc-review.ts',
  'packages/contracts/src/calls/lending/my-loan-info.ts',
  'packages/contracts/src/calls/lending/product-list.ts',
  'packages/contracts/src/calls/lending/product-trial.ts',
  'packages/contracts/src/calls/user/get-reminders.ts',
  'packages/contracts/src/calls/vip/vip-card-info.ts',
];

/**
 * The small modules most pages share (the route facts of the calls /home's first load does not make, the progress
 * toasts, the phone rule and its messages, following a payment; `requestOf` and /home's facts are in home-base): one
 * chunk instead of some eight files of 0.2 to 1 KiB gz each, which a page fetched one by one (each with its own
 * response headers and, on HTTP/1.1's six connections, its own place in the queue). A page that needs one of them
 * loads about 2.5 KiB gz more than before, in one request.
 */
export const PAGE_KIT_MODULES = [
  'packages/contracts/src/calls/',
  'packages/ui-kit/src/toast/progress-toast.ts',
  'packages/ui-kit/src/toast/use-loading-toast.ts',
  'packages/contracts/src/validators/messages.ts',
  'packages/contracts/src/validators/phone.ts',
  'packages/api-client/src/follow-payment/',
];

/**
 * What loads a language's words (issue 48, docs/languages.md): app-core's loader with the route fact of the desk's
 * corrections (`GET /api/texts/web`) and the placeholder check it merges them with. One chunk, fetched with the
 * language's catalogue, so that neither /home's first load (English) nor page-kit (the other facts) carries it, and a
 * language load does not fetch page-kit for one route fact.
 */
export const LANGUAGE_LOAD_MODULES = [
  'packages/app-core/src/i18n/corrected-texts.ts',
  'packages/contracts/src/calls/app/web-texts.ts',
  'packages/web-texts/src/placeholders.ts',
];

/**
 * The page header with its back arrow (react-vant's NavBar), which thirty pages show: a chunk of its own because it
 * brings a stylesheet, which every lazy import of a page-kit user (the push offer on /home) would otherwise name too.
 */
export const PAGE_HEADER_MODULES = ['packages/ui-kit/src/page-header/', '@react-vant/icons/es/ArrowLeft.js'];

/** react-vant's Field with the two fields made of it (the phone number, the SMS code with its countdown). */
export const FIELD_MODULES = ['react-vant/es/field/', 'packages/ui-kit/src/phone-field/', 'packages/ui-kit/src/code-field/'];

/**
 * /qp's own code (quick repay without login, a server-rendered first screen that is usable once this has come):
 * its page, the phone check, its calls and the token kept for 15 minutes. /qp's extension page, reached only from
 * /qp, shares it.
 */
export const QUICK_REPAY_MODULES = [
  'packages/repayment/src/pages/quick-repay-page.tsx',
  'packages/repayment/src/ui/quick-repay-view.tsx',
  'packages/repayment/src/ui/quick-repay-verify.tsx',
  'packages/repayment/src/api/quick-repay-info.ts',
  'packages/repayment/src/api/send-quick-repay-code.ts',
  'packages/api-client/src/quick-repay-orders.ts',
  'packages/api-client/src/quick-repay-token.ts',
];

const listed = (modules: readonly string[]) => (id: string) => modules.some((module) => id.replaceAll('\\', '/').includes(module));

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
    test: listed(HOME_BASE_MODULES),
    priority: 0,
  },
  // After home-base (same priority, later in the list): what the first screens share stays there.
  { name: 'language-load', test: listed(LANGUAGE_LOAD_MODULES), priority: 0 },
  { name: 'page-kit', test: listed(PAGE_KIT_MODULES), priority: 0 },
  { name: 'page-header', test: listed(PAGE_HEADER_MODULES), priority: 0 },
  { name: 'Field', test: listed(FIELD_MODULES), priority: 0 },
  { name: 'quick-repay', test: listed(QUICK_REPAY_MODULES), priority: 0 },
];
