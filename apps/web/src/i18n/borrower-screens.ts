// The borrower screens the texts test reads (issue 48): which files are converted, what each `t(...)` can say, and
// every borrower source file. Test support for borrower-texts.test.ts, kept apart so that the test reads as its rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { routeTable } from '@pocket/app-core/routes';
import { CLOSE_ACCOUNT_TEXTS } from '@pocket/contracts/api/account-closure';
import { HARDSHIP_REASON_TOO_SHORT, PROMISE_DATE_MISSING } from '@pocket/contracts/api/collections-texts';
import { COMPLAINT_CATEGORIES, COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';
import { CONSENT_TEXTS } from '@pocket/contracts/api/consents';
import { CORRECTION_FIELDS, CORRECTION_TEXT_TOO_SHORT, DATA_RIGHTS_MESSAGES } from '@pocket/contracts/api/data-rights';
import { USSD_PIN_MESSAGES } from '@pocket/contracts/api/ussd';
import { VIP_MESSAGES } from '@pocket/contracts/api/vip';
import { APP_SLOGAN } from '@pocket/contracts/constants';
import { REPAY_AMOUNT_INVALID } from '@pocket/contracts/repay-amount';
import { messages } from '@pocket/contracts/validators';

import { saidTexts } from './hard-coded-texts';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');

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

/** A string constant's text in a source file (`export const NAME = '...'`, or in double quotes). */
export function constantIn(file: string, name: string): string {
  const match = new RegExp(`export const ${name} =\\s*(?:'([^']+)'|"([^"]+)")`).exec(read(file));
  if (!match) throw new Error(`${name} is not a string constant of ${file}`);
  return (match[1] ?? match[2])!;
}
/** Every string value of an object constant (`export const NAME ... = { KEY: '...', ... }`). */
export function valuesIn(file: string, name: string): string[] {
  const body = new RegExp(`export const ${name}[^=]*= \\{([^}]+)\\}`).exec(read(file))?.[1];
  if (!body) throw new Error(`${name} is not an object constant of ${file}`);
  return [...body.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** Each key's string of an object constant (`export const NAME = { key: '...', key:\n "..." }`), by key. */
export function textsOf(file: string, name: string): Record<string, string> {
  const body = new RegExp(`export const ${name}[^=]*= \\{([\\s\\S]+?)\\n\\}`).exec(read(file))?.[1];
  if (!body) throw new Error(`${name} is not an object constant of ${file}`);
  return Object.fromEntries([...body.matchAll(/(\w+):\s*(?:'([^']+)'|"([^"]+)")/g)].map((m) => [m[1]!, (m[2] ?? m[3])!]));
}

/** What each `t(expression)` of the converted screens can say: the English texts, from where they are written. */
export const SAID_THROUGH: Record<string, () => string[]> = {
  error: () => [messages.PHONE_EMPTY, messages.PHONE_INVALID, messages.CODE_EMPTY, messages.CONSENT_REQUIRED],
  'PROGRESS_TEXT.sending': () => [valuesIn('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT')[1]!],
  'PROGRESS_TEXT.logIn': () => [valuesIn('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT')[0]!],
  'PROGRESS_TEXT.loading': () => [valuesIn('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT')[2]!],
  'PROGRESS_TEXT.binding': () => [textsOf('packages/ui-kit/src/toast/progress-toast.ts', 'PROGRESS_TEXT').binding!],
  BIND_TITLE: () => [constantIn('packages/auth-login/src/ui/bind-phone-panel.tsx', 'BIND_TITLE')],
  BIND_INTRO: () => [constantIn('packages/auth-login/src/ui/bind-phone-panel.tsx', 'BIND_INTRO')],
  GOOGLE_UNAVAILABLE: () => [constantIn('packages/auth-login/src/model/google.thunks.ts', 'GOOGLE_UNAVAILABLE')],
  ...Object.fromEntries(
    ['repaid', 'extended', 'failed', 'notCompleted'].map((key) => [
      `FOLLOW_TEXT.${key}`,
      () => [textsOf('packages/api-client/src/follow-payment/use-follow-payment.ts', 'FOLLOW_TEXT')[key]!],
    ]),
  ),
  'OFFLINE_COPY_TEXT.needsConnection': () => [textsOf('packages/ui-kit/src/offline-copy/offline-copy-note.tsx', 'OFFLINE_COPY_TEXT').needsConnection!],
  REPAYMENT_PLAN_TITLE: () => [constantIn('packages/repayment/src/ui/repayment-plan-view.tsx', 'REPAYMENT_PLAN_TITLE')],
  // The repayment amount's rule (contracts, the server's words too); its minimum is said as 'minimum: {amount}'.
  amountError: () => [messages.REPAY_AMOUNT_EMPTY, REPAY_AMOUNT_INVALID, messages.REPAY_REMAINDER_TOO_SMALL, messages.REPAY_ABOVE_REMAINING],
  BILLING_DETAILS_TITLE: () => [constantIn('packages/repayment/src/ui/billing-details-view.tsx', 'BILLING_DETAILS_TITLE')],
  BILL_HELP_LINK: () => [constantIn('packages/repayment/src/ui/billing-details-view.tsx', 'BILL_HELP_LINK')],
  MY_LOANS_TITLE: () => [constantIn('packages/borrow/src/ui/my-loans-view.tsx', 'MY_LOANS_TITLE')],
  NO_LOANS_TEXT: () => [constantIn('packages/borrow/src/ui/my-loans-view.tsx', 'NO_LOANS_TEXT')],
  PRIORITY_REVIEW: () => [constantIn('packages/borrow/src/ui/order-progress.tsx', 'PRIORITY_REVIEW')],
  REPAY_TITLE: () => [constantIn('packages/repayment/src/ui/repay-popup.tsx', 'REPAY_TITLE')],
  REPAY_NOTE: () => [constantIn('packages/repayment/src/ui/repay-popup.tsx', 'REPAY_NOTE')],
  BORROW_PLAN_TITLE: () => [constantIn('packages/borrow/src/ui/borrow-plan-view.tsx', 'BORROW_PLAN_TITLE')],
  VIP_FEE_DISCOUNT: () => [constantIn('packages/borrow/src/ui/estimated-bill.tsx', 'VIP_FEE_DISCOUNT')],
  CONTRACT_CONSENT: () => [constantIn('packages/borrow/src/ui/estimated-bill.tsx', 'CONTRACT_CONSENT')],
  CONSENT_NEEDED: () => [constantIn('packages/borrow/src/ui/estimated-bill.tsx', 'CONSENT_NEEDED')],
  'PROGRESS_TEXT[status]': () => valuesIn('packages/borrow/src/model/order-status.ts', 'PROGRESS_TEXT'),
  EXTENSION_TITLE: () => [constantIn('packages/extension/src/ui/extension-popup.tsx', 'EXTENSION_TITLE')],
  APP_SLOGAN: () => [APP_SLOGAN],
  CONSENT_LEAD: () => [constantIn('packages/auth-login/src/ui/consent-checkbox.tsx', 'CONSENT_LEAD')],
  CONSENT_LINK_TEXT: () => [constantIn('packages/auth-login/src/ui/consent-checkbox.tsx', 'CONSENT_LINK_TEXT')],
  'action.label': () => [...read('packages/borrow/src/lib/home-action.ts').matchAll(/label: '([^']+)'/g)].map((m) => m[1]!),
  FROZEN_TITLE: () => [constantIn('packages/borrow/src/model/home-loan.ts', 'FROZEN_TITLE')],
  'PROGRESS_TEXT[loan.status]': () => valuesIn('packages/borrow/src/model/order-status.ts', 'PROGRESS_TEXT'),
  QUICK_REPAY_TITLE: () => [constantIn('packages/repayment/src/ui/quick-repay-view.tsx', 'QUICK_REPAY_TITLE')],
  PAY_SUCCESS_TITLE: () => [constantIn('packages/repayment/src/ui/pay-success-dialog.tsx', 'PAY_SUCCESS_TITLE')],
  PIN_NOTE_PROMPT: () => [constantIn('packages/repayment/src/ui/pay-success-dialog.tsx', 'PIN_NOTE_PROMPT')],
  PIN_NOTE_WAIT: () => [constantIn('packages/repayment/src/ui/pay-success-dialog.tsx', 'PIN_NOTE_WAIT')],
  COUPON_TITLE: () => [constantIn('packages/repayment/src/ui/coupon-list-view.tsx', 'COUPON_TITLE')],
  'status.text': () => [...read('packages/repayment/src/ui/coupon-list-view.tsx').matchAll(/text: '([^']+)'/g)].map((m) => m[1]!),
  LOGOUT_QUESTION: () => [constantIn('packages/account/src/pages/set-page.tsx', 'LOGOUT_QUESTION')],
  // Home's fallback when the product list fails without the server's words (home-page.tsx passes it to home-view).
  productsError: () => [...read('packages/borrow/src/pages/home-page.tsx').matchAll(/\.msg \|\| '([^']+)'/g)].map((m) => m[1]!),
  // ui-kit's own words.
  LEAVE_TITLE: () => [constantIn('packages/ui-kit/src/bottom-sheet/bottom-sheet.tsx', 'LEAVE_TITLE')],
  LEAVE_MESSAGE: () => [constantIn('packages/ui-kit/src/bottom-sheet/bottom-sheet.tsx', 'LEAVE_MESSAGE')],
  ...Object.fromEntries(
    ['pending', 'pendingBody', 'stale', 'staleBody', 'checkAgain', 'failed', 'failedBody', 'notCompleted', 'help'].map((key) => [
      `PAYMENT_NOTE_TEXT.${key}`,
      () => [textsOf('packages/ui-kit/src/payment-note/payment-note.tsx', 'PAYMENT_NOTE_TEXT')[key]!],
    ]),
  ),
  PAYMENT_ACCOUNT_LABEL: () => [constantIn('packages/ui-kit/src/payment-account/payment-account-field.tsx', 'PAYMENT_ACCOUNT_LABEL')],
  CONFIRM_ACCOUNT_TITLE: () => [constantIn('packages/ui-kit/src/payment-account/confirm-account-popup.tsx', 'CONFIRM_ACCOUNT_TITLE')],
  CONFIRM_ACCOUNT_NOTE: () => [constantIn('packages/ui-kit/src/payment-account/confirm-account-popup.tsx', 'CONFIRM_ACCOUNT_NOTE')],
  'OFFLINE_COPY_TEXT.title': () => [textsOf('packages/ui-kit/src/offline-copy/offline-copy-note.tsx', 'OFFLINE_COPY_TEXT').title!],
  'OFFLINE_COPY_TEXT.body': () => [textsOf('packages/ui-kit/src/offline-copy/offline-copy-note.tsx', 'OFFLINE_COPY_TEXT').body!],
  // The not-found page's title (also the document's title, app-core's router).
  NOT_FOUND_TITLE: () => [constantIn('packages/app-core/src/router/app-router.ts', 'NOT_FOUND_TITLE')],
  // The toasts and empty states of TOASTS_CONVERTED.
  'CORRECT_DATA_TEXT.sent': () => [textsOf('packages/account/src/pages/correct-data-page.tsx', 'CORRECT_DATA_TEXT').sent!],
  'HELP_TEXT.sent': () => [textsOf('packages/account/src/pages/help-page.tsx', 'HELP_TEXT').sent!],
  'DATA_RIGHTS_MESSAGES.codeSent': () => [DATA_RIGHTS_MESSAGES.codeSent],
  'MY_DATA_TEXT.enterCode': () => [textsOf('packages/account/src/pages/my-data-page.tsx', 'MY_DATA_TEXT').enterCode!],
  'MY_DATA_TEXT.started': () => [textsOf('packages/account/src/pages/my-data-page.tsx', 'MY_DATA_TEXT').started!],
  CONSENT_SAVE_FAILED: () => [constantIn('packages/account/src/ui/consent-switch.tsx', 'CONSENT_SAVE_FAILED')],
  USSD_PIN_SAVED: () => [constantIn('packages/account/src/ui/ussd-pin-row.tsx', 'USSD_PIN_SAVED')],
  EXTENSION_INVITE: () => [constantIn('packages/extension/src/ui/qp-extension-view.tsx', 'EXTENSION_INVITE')],
  VERIFY_FIRST: () => [constantIn('packages/extension/src/ui/qp-extension-view.tsx', 'VERIFY_FIRST')],
  // The push offer's outcome: on, denied, failed (turnOnPush's results).
  'PUSH_TEXT[result]': () => ['on', 'denied', 'failed'].map((key) => textsOf('packages/pwa/src/push/push-offer.ts', 'PUSH_TEXT')[key]!),
  PAYMENT_SUCCESS: () => [constantIn('packages/stage/src/overlays/stage-repay-overlay.tsx', 'PAYMENT_SUCCESS')],
  'VIP_MESSAGES.waiting': () => [VIP_MESSAGES.waiting],
  // A phone's offer: its consent, and what stops the deposit (the phone rule's messages or the consent not given).
  STAGE_CONSENT: () => [constantIn('packages/stage/src/ui/phone-offer.tsx', 'STAGE_CONSENT')],
  offerProblem: () => [messages.PHONE_EMPTY, messages.PHONE_INVALID, constantIn('packages/stage/src/ui/phone-offer.tsx', 'STAGE_CONSENT_REQUIRED')],
  // words-a: /set's other rows' pages, /me and its popup (the contracts' texts they say).
  complaintCategory: () => Object.values(COMPLAINT_CATEGORIES),
  'COMPLAINT_CATEGORIES[c.category]': () => Object.values(COMPLAINT_CATEGORIES),
  correctionField: () => Object.values(CORRECTION_FIELDS),
  'CORRECTION_FIELDS[c.field]': () => Object.values(CORRECTION_FIELDS),
  COMPLAINT_TEXT_TOO_SHORT: () => [COMPLAINT_TEXT_TOO_SHORT],
  CORRECTION_TEXT_TOO_SHORT: () => [CORRECTION_TEXT_TOO_SHORT],
  ...Object.fromEntries(
    (['location', 'locationNote', 'marketing', 'marketingNote', 'bureau', 'bureauNote', 'faceWithdraw'] as const).map((key) => [`CONSENT_TEXTS.${key}`, () => [CONSENT_TEXTS[key]]]),
  ),
  // The install offer's by-hand steps and their introduction (pwa).
  installStep: () => [...read('packages/pwa/src/ui/texts.ts').matchAll(/_STEPS = \[([^\]]+)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((s) => s[1]!)),
  'INSTALL_INTRO[platform]': () => [...(/INSTALL_INTRO = \{([^}]+)\}/.exec(read('packages/pwa/src/ui/install-instructions.tsx'))?.[1] ?? '').matchAll(/: '([^']+)'/g)].map((m) => m[1]!),
  // The bill help's refusals (the promise's date, its amount, the payment plan's reason).
  'problems.payBy': () => [PROMISE_DATE_MISSING],
  'problems.amount': () => [textsOf('packages/repayment/src/ui/bill-help-view.tsx', 'BILL_HELP_TEXT').amountMissing!],
  'problems.reason': () => [HARDSHIP_REASON_TOO_SHORT],
  // KYC: the fields' messages (lib/rules/messages.ts, those with react-vant's Chinese default after the English),
  // the choices' labels, the progress steps, the camera's states.
  fieldError: () => kycMessages(),
  'o.label': () => kycLabels(),
  'chosen.label': () => kycLabels(),
  progressStep: () => [...(/PROGRESS = \[([^\]]+)\]/.exec(read('packages/kyc-steps/src/ui/step-header.tsx'))?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!),
  'CAMERA_TEXT[status]': () => [...(/CAMERA_TEXT[^=]*= \{([^}]+)\}/.exec(read('packages/kyc-steps/src/ui/face-camera.tsx'))?.[1] ?? '').matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!),
  'CONSENT_NAMES[c.kind]': () => Object.values(textsOf('packages/account/src/pages/consents-page.tsx', 'CONSENT_NAMES')),
  'TEXT.confirmLabel': () => [CLOSE_ACCOUNT_TEXTS.confirmLabel],
  problem: () => [CLOSE_ACCOUNT_TEXTS.confirmNeeded, textsOf('packages/account/src/pages/close-account-page.tsx', 'CLOSE_PAGE').codeNeeded!],
  pinError: () => [...Object.values(USSD_PIN_MESSAGES), constantIn('packages/account/src/ui/ussd-pin-row.tsx', 'USSD_PIN_MISMATCH')],
  ...Object.fromEntries(
    (['set', 'myData', 'correctData', 'consents', 'closeAccount', 'help', 'me', 'qpExtension', 'billHelp'] as const).map((route) => [`routeTable.${route}.title`, () => [routeTable[route].title]]),
  ),
};

/** A file's own source and the sources of its relative imports (where its text constants are written). */
function sourcesOf(file: string): string[] {
  const source = read(file);
  const imported = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((m) =>
    ['.ts', '.tsx', '/index.ts'].map((ext) => path.join(path.dirname(file), m[1]! + ext)).filter((f) => existsSync(path.join(REPO, f))).slice(0, 1),
  );
  return [source, ...imported.map(read)];
}

/**
 * What `t(NAME)` or `t(NAME.key)` says when NAME is a text constant of the file or of a file it imports: a string
 * constant's text, or one key's string of an object constant (`const NAME = { key: '...' }`). Null when there is none.
 */
export function constantTexts(file: string, expression: string): string[] | null {
  const match = /^([A-Z][A-Z0-9_]+)(?:\.(\w+))?$/.exec(expression);
  if (!match) return null;
  const [, name, key] = match;
  for (const source of sourcesOf(file)) {
    if (!key) {
      const text = new RegExp(`const ${name}(?::[^=]+)? =\\s*(?:'([^']+)'|"([^"]+)"|\`([^\`$]+)\`)`).exec(source);
      if (text) return [(text[1] ?? text[2] ?? text[3])!];
      continue;
    }
    const body = new RegExp(`const ${name}(?::[^=]+)? = \\{([\\s\\S]+?)\\n\\}`).exec(source)?.[1];
    const text = body && new RegExp(`(?:^|[\\s,{])${key}:\\s*(?:'([^']+)'|"([^"]+)"|\`([^\`$]+)\`)`).exec(body);
    if (text) return [(text[1] ?? text[2] ?? text[3])!];
  }
  return null;
}

/** KYC's field messages: plain, or `withLibraryText(english, LIBRARY_TEXT.key)` (the English, then the Chinese default). */
function kycMessages(): string[] {
  const file = 'packages/kyc-steps/src/lib/rules/messages.ts';
  const library = textsOf(file, 'LIBRARY_TEXT');
  const body = /export const MSG = \{([\s\S]+?)\n\}/.exec(read(file))?.[1] ?? '';
  return [...body.matchAll(/^\s+\w+: (?:withLibraryText\((?:'([^']+)'|"([^"]+)"), LIBRARY_TEXT\.(\w+)\)|'([^']+)'|"([^"]+)"),$/gm)].map((m) =>
    m[3] ? `${m[1] ?? m[2]}（${library[m[3]]}）` : (m[4] ?? m[5])!,
  );
}
/** The KYC choices' labels (LABELS in model/options.ts: `male: 'Male'`, `'1500_3000': 'K1,500 to K3,000'`). */
const kycLabels = () => [...(/const LABELS[^=]*= \{([^}]+)\}/.exec(read('packages/kyc-steps/src/model/options.ts'))?.[1] ?? '').matchAll(/:\s*'([^']+)',/g)].map((m) => m[1]!);

/** Every English text the converted screens say, each with the files that say it (in CONVERTED's, then TOASTS_CONVERTED's order). */
export function englishTextsByFile(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  const add = (text: string, file: string) => {
    const files = texts.get(text) ?? [];
    if (!files.includes(file)) files.push(file);
    texts.set(text, files);
  };
  for (const file of [...CONVERTED, ...TOASTS_CONVERTED]) {
    const said = saidTexts(read(file), file);
    said.texts.forEach((text) => add(text, file));
    for (const expression of said.expressions) {
      // The file's own text constant first (two files may name different texts alike), then the known expressions.
      const through = constantTexts(file, expression) ?? SAID_THROUGH[expression]?.();
      if (!through) throw new Error(`${file}: t(${expression}) says texts this test does not know: add them to SAID_THROUGH`);
      through.forEach((text) => add(text, file));
    }
  }
  return texts;
}

export const englishTexts = (): Set<string> => new Set(englishTextsByFile().keys());

/** Every borrower source file: the web app's and its packages' (tests, stories, fixtures and the desk's apps aside). */
export function borrowerFiles(): string[] {
  const roots = ['apps/web/src', ...readdirSync(path.join(REPO, 'packages')).map((name) => `packages/${name}/src`)];
  return roots
    .filter((root) => existsSync(path.join(REPO, root)))
    .flatMap((root) => (readdirSync(path.join(REPO, root), { recursive: true }) as string[]).map((file) => `${root}/${file}`))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|test-helpers|fixtures)\.tsx?$|\.d\.ts$|\/(fixtures|testing)\//.test(file));
}

export const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
