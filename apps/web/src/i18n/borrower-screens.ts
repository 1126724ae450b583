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

import { CONVERTED, TOASTS_CONVERTED } from './converted-screens';
import { saidTexts } from './hard-coded-texts';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');


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
  // A photo's or selfie's upload that failed on the phone (the server's refusal is said as it sends it), and the
  // questionnaire's refusal of a question not answered.
  'UPLOAD_TEXT[state.problem]': () => Object.values(textsOf('packages/kyc-steps/src/lib/image/use-photo-upload.ts', 'UPLOAD_TEXT')),
  answerError: () => [constantIn('packages/kyc-steps/src/model/questionnaire.ts', 'ANSWER_REQUIRED')],
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
