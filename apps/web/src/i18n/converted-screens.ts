// The borrower screens the texts test reads (issue 48): which files are converted (their words all said through `t`),
// which only for their toasts and empty states, and the texts the spec gives in another language. Data for
// borrower-screens.ts and borrower-texts.test.ts.
/** The borrower's screens whose words are in the catalogues (issue 48's web slice, docs/languages.md). */
export const CONVERTED = [
  'packages/auth-login/src/ui/login-panel.tsx',
  'packages/auth-login/src/ui/consent-checkbox.tsx',
  'packages/account/src/pages/set-page.tsx',
  // /set's other rows' pages (help, my data, correcting it, the consents, closing the account, the USSD PIN), /me and
  // its credit score popup (words-a). The privacy policy and the loan contract stay English: legal documents.
  'packages/account/src/pages/correct-data-page.tsx',
  'packages/account/src/pages/help-page.tsx',
  'packages/account/src/pages/my-data-page.tsx',
  'packages/account/src/pages/consents-page.tsx',
  'packages/account/src/pages/close-account-page.tsx',
  'packages/account/src/pages/me-page.tsx',
  'packages/account/src/overlays/credit-score-popup.tsx',
  'packages/account/src/ui/consent-switch.tsx',
  'packages/account/src/ui/ussd-pin-row.tsx',
  'packages/account/src/ui/choice-and-text-form.tsx',
  'packages/account/src/ui/complaint-form.tsx',
  'packages/account/src/ui/complaint-list.tsx',
  'packages/account/src/ui/correction-form.tsx',
  'packages/account/src/ui/correction-list.tsx',
  // The bill screens: /billing-details (and the bill's parts it shares with /repayment-plan and /qp's bills) and My Loans.
  'packages/repayment/src/ui/billing-details-view.tsx',
  'packages/repayment/src/ui/loan-summary.tsx',
  'packages/repayment/src/ui/bill-line-cells.tsx',
  'packages/repayment/src/ui/instalment-row.tsx',
  'packages/borrow/src/ui/my-loans-view.tsx',
  'packages/borrow/src/slots/my-loans.tsx',
  // The repay popup and the extension popup, with their loading toasts.
  'packages/repayment/src/ui/repay-popup.tsx',
  'packages/repayment/src/ui/coupon-selector.tsx',
  'packages/repayment/src/overlays/repay-overlay.tsx',
  'packages/extension/src/ui/extension-popup.tsx',
  'packages/extension/src/overlays/extension-overlay.tsx',
  // The borrow plan: the estimated bill, its consent and 'Apply', then the order's progress.
  'packages/borrow/src/pages/borrow-plan-page.tsx',
  'packages/borrow/src/ui/borrow-plan-view.tsx',
  'packages/borrow/src/ui/estimated-bill.tsx',
  'packages/borrow/src/ui/order-progress.tsx',
  // Home: the limit, the chooser, the estimate, the call to action and the open loan (with why borrowing is frozen).
  'packages/borrow/src/ui/home-view.tsx',
  'packages/borrow/src/ui/open-loan-card.tsx',
  'packages/borrow/src/ui/product-chooser.tsx',
  'packages/borrow/src/model/home-loan.ts',
  // /qp's form: its title, the phone and code fields' words and messages, 'Check my bills'.
  'packages/repayment/src/ui/quick-repay-view.tsx',
  'packages/repayment/src/ui/quick-repay-verify.tsx',
  // The pay-success dialog (after a repayment or an extension fee) and the coupons page.
  'packages/repayment/src/ui/pay-success-dialog.tsx',
  'packages/repayment/src/ui/coupon-list-view.tsx',
  // ui-kit's own words (useKitText): page states and the loading toast, the leave question, the back arrow, the code
  // field's defaults, the payment note, the payment account and its confirm step, the offline copy's note.
  'packages/ui-kit/src/page-state/page-state.tsx',
  'packages/ui-kit/src/toast/use-loading-toast.ts',
  'packages/ui-kit/src/bottom-sheet/bottom-sheet.tsx',
  'packages/ui-kit/src/page-header/back-arrow.tsx',
  'packages/ui-kit/src/code-field/code-field.tsx',
  'packages/ui-kit/src/payment-note/payment-note.tsx',
  'packages/ui-kit/src/payment-account/payment-account-field.tsx',
  'packages/ui-kit/src/payment-account/confirm-account-popup.tsx',
  'packages/ui-kit/src/offline-copy/offline-copy-note.tsx',
  // The popup's close button (its name is the caller's `t('Close')`).
  'packages/ui-kit/src/popup/pocket-popup.tsx',
  // The bind-phone panel (with 'Binding...'), the Google sign-in's and an SMS login link's toasts (thunks: `textsIn`).
  'packages/auth-login/src/ui/bind-phone-panel.tsx',
  'packages/auth-login/src/model/google.thunks.ts',
  'packages/auth-login/src/model/login-link.thunks.ts',
  // A followed payment's toasts once final, and the toast of Repayment or Extension tapped on the bills kept offline.
  'packages/api-client/src/follow-payment/use-follow-payment.ts',
  'packages/repayment/src/model/use-loan-or-copy.ts',
  // Lists with nothing to show: the repayment plan, /qp's bills, the coupon packs.
  'packages/repayment/src/ui/repayment-plan-view.tsx',
  'packages/repayment/src/ui/quick-repay-bills.tsx',
  'packages/activities/src/ui/coupon-packs-view.tsx',
  // The not-found page.
  'apps/web/src/shell/not-found-page.tsx',
  // VIP: the Member tab (status, cards, buy), its payment popup and overlay, the offer on /home.
  'packages/vip/src/pages/member-page.tsx',
  'packages/vip/src/ui/member-view.tsx',
  'packages/vip/src/ui/membership-status.tsx',
  'packages/vip/src/ui/vip-card-item.tsx',
  'packages/vip/src/ui/vip-payment-popup.tsx',
  'packages/vip/src/overlays/vip-payment-overlay.tsx',
  'packages/vip/src/ui/home-vip-offer-view.tsx',
  // Activities: the wheel, the invitation poster (its picture and share text too), the coupon by code, the store
  // page, the marketing and holidays popups, the offers on /home.
  'packages/activities/src/pages/turntable-page.tsx',
  'packages/activities/src/ui/turntable-view.tsx',
  'packages/activities/src/ui/prize-wheel.tsx',
  'packages/activities/src/pages/poster-page.tsx',
  'packages/activities/src/ui/poster-view.tsx',
  'packages/activities/src/model/poster-image.ts',
  'packages/activities/src/pages/coupon-benefit-page.tsx',
  'packages/activities/src/pages/get-coupon-page.tsx',
  'packages/activities/src/ui/get-coupon-view.tsx',
  'packages/activities/src/model/use-claim.ts',
  'packages/activities/src/model/failure-text.ts',
  'packages/activities/src/pages/details-page.tsx',
  'packages/activities/src/ui/store-page-view.tsx',
  'packages/activities/src/ui/marketing-popup.tsx',
  'packages/activities/src/ui/holidays-popup.tsx',
  'packages/activities/src/overlays/marketing-overlay.tsx',
  'packages/activities/src/overlays/holidays-overlay.tsx',
  'packages/activities/src/slots/activity-offers.tsx',
  // Stage orders: the catalogue, a phone's offer, the deposit's progress, the orders, the bills, the repay popup.
  'packages/stage/src/pages/stage-details-page.tsx',
  'packages/stage/src/ui/stage-details-view.tsx',
  'packages/stage/src/ui/phone-card.tsx',
  'packages/stage/src/ui/phone-offer.tsx',
  'packages/stage/src/ui/deposit-progress.tsx',
  'packages/stage/src/ui/stage-order-card.tsx',
  'packages/stage/src/pages/stage-bill-detail-page.tsx',
  'packages/stage/src/ui/stage-bills-view.tsx',
  'packages/stage/src/ui/stage-bill-row.tsx',
  'packages/stage/src/ui/stage-repay-popup.tsx',
  'packages/stage/src/overlays/stage-repay-overlay.tsx',
  'packages/stage/src/model/format.ts',
  'packages/stage/src/ui/home-phones-offer.tsx',
  'packages/stage/src/slots/home-phones.tsx',
  // The push offer's card and the install offer (its popup and the by-hand steps) (words-a).
  'packages/pwa/src/push/push-offer-view.tsx',
  'packages/pwa/src/push/push-offer-card.tsx',
  'packages/pwa/src/ui/add-to-desktop-popup.tsx',
  'packages/pwa/src/ui/install-instructions.tsx',
  // The empty states' pictures' names (ui-kit's Empty; the not-found page and home's error name theirs), the login panel's logo, /qp's bill extension (words-a).
  'packages/ui-kit/src/empty/nothing-here.tsx',
  'packages/ui-kit/src/empty/something-wrong.tsx',
  'packages/ui-kit/src/empty/illustrations.tsx',
  'packages/ui-kit/src/empty/empty.tsx',
  'packages/auth-login/src/ui/pocket-logo.tsx',
  'packages/extension/src/ui/qp-extension-view.tsx',
  // The bill help (/bill-help: a promise to pay, a payment plan) (words-a).
  'packages/repayment/src/ui/bill-help-view.tsx',
  // KYC (words-a): every step's title and progress, the forms' labels, choices and messages, the photo pickers, the
  // face check's consent, camera and success. The spec's Chinese defaults stay after the English (AS_THE_SPEC_GIVES).
  'packages/kyc-steps/src/pages/base-page.tsx',
  'packages/kyc-steps/src/pages/face-recognition-page.tsx',
  'packages/kyc-steps/src/pages/face-start-page.tsx',
  'packages/kyc-steps/src/pages/face-success-page.tsx',
  'packages/kyc-steps/src/pages/identity-page.tsx',
  'packages/kyc-steps/src/pages/linkman-page.tsx',
  'packages/kyc-steps/src/pages/questionnaire-page.tsx',
  'packages/kyc-steps/src/pages/work-page.tsx',
  'packages/kyc-steps/src/ui/base-form.tsx',
  'packages/kyc-steps/src/ui/face-camera.tsx',
  'packages/kyc-steps/src/ui/face-consent.tsx',
  'packages/kyc-steps/src/ui/face-success.tsx',
  'packages/kyc-steps/src/ui/identity-form.tsx',
  'packages/kyc-steps/src/ui/linkman-form.tsx',
  'packages/kyc-steps/src/ui/photo-picker.tsx',
  'packages/kyc-steps/src/ui/questionnaire-form.tsx',
  'packages/kyc-steps/src/ui/select-field.tsx',
  'packages/kyc-steps/src/ui/step-header.tsx',
  'packages/kyc-steps/src/ui/submit-button.tsx',
  'packages/kyc-steps/src/ui/text-field.tsx',
  'packages/kyc-steps/src/ui/work-form.tsx',
  // KYC's last words: a photo's or selfie's upload that failed on the phone (the words of UPLOAD_TEXT), the
  // questionnaire's refusal and the new limit it tells.
  'packages/kyc-steps/src/ui/upload-failure.ts',
];

/**
 * Files whose toasts and empty states are said through `t` (the scan of every borrower file below guards them) while
 * their other words are not in the catalogues yet (docs/languages.md, "Not yet"): what their `t` says needs its Bemba and
 * Nyanja texts all the same.
 */
export const TOASTS_CONVERTED: string[] = [
];

/**
 * Toasts and empty states not in the catalogues yet, by file (docs/languages.md, "Not yet"): none today. Every other
 * borrower file shows none without `t` (but the spec's own non-English text below), so a new hard-coded toast or empty
 * state anywhere fails the scan below.
 */
export const NOT_YET: Record<string, string[]> = {};

/**
 * Texts the spec gives in another language than English, shown as it gives them and never translated (docs/languages.md,
 * "Not in the catalogues"): the message of a browser without geolocation is Chinese in the spec ('该浏览器不支持定位').
 */
export const AS_THE_SPEC_GIVES: Record<string, string[]> = {
  'packages/kyc-steps/src/lib/flow/use-risk-report.ts': ['GEOLOCATION_UNSUPPORTED'],
};
