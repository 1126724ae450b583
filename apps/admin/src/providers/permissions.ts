import { STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { RevealField, StaffRole } from '@pocket/contracts/api/staff';
import {
  adjustmentCalls,
  applicationCalls,
  approvalCalls,
  auditCalls,
  bookCalls,
  borrowerCalls,
  collectionCalls,
  catalogueCalls,
  complaintCalls,
  creditPolicyCalls,
  dashboardCalls,
  dataCorrectionCalls,
  kycCalls,
  paymentCalls,
  reconciliationCalls,
  reportCalls,
  REVEAL_ROLES,
  shopCalls,
  staffAccountCalls,
  textCalls,
} from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

const mayCall = (call: StaffCall, role: StaffRole) => call.roles === 'anyone' || call.roles === 'signed-in' || call.roles.includes(role);

/** The roles that may make every one of these calls, as their contracts say (an action that needs several calls). */
export const rolesOf = (...calls: StaffCall[]): readonly StaffRole[] => STAFF_ROLES.filter((role) => calls.every((call) => mayCall(call, role)));
/** The roles that may make at least one of these calls (a page that shows what the role may read of it). */
const anyOf = (...calls: StaffCall[]): readonly StaffRole[] => STAFF_ROLES.filter((role) => calls.some((call) => mayCall(call, role)));
/** Of the roles that may make the calls, those the field's rule lets reveal it (the server checks the same rule). */
const reveal = (field: RevealField, ...calls: StaffCall[]) => rolesOf(...calls).filter((role) => REVEAL_ROLES[field].includes(role));
/**
 * A request for a second person (an approval of some kind) made from a desk: the roles that may open the desk and
 * make an approval request; which roles may request each kind is the server's rule for that kind.
 */
const request = (...calls: StaffCall[]) => rolesOf(...calls, approvalCalls.request);

/**
 * What each role may open and do on this desk, read from the staff calls' contracts (decision 0052): each action names
 * the calls it makes. The server is the guard (its table is read from the same contracts): this one only hides what a
 * role could not use. Deny by default: anything not listed is refused.
 */
export const DESKS: Readonly<Record<string, Readonly<Record<string, readonly StaffRole[]>>>> = {
  dashboard: { list: rolesOf(dashboardCalls.read) },
  borrowers: {
    list: rolesOf(borrowerCalls.search),
    show: rolesOf(borrowerCalls.page),
    'reveal.phone': reveal('phone', borrowerCalls.reveal),
    'reveal.name': reveal('name', borrowerCalls.reveal),
    'reveal.nrc': reveal('nrc', borrowerCalls.reveal),
    'reveal.photos': reveal('photos', borrowerCalls.reveal, borrowerCalls.photo),
    block: rolesOf(borrowerCalls.block),
    unblock: rolesOf(borrowerCalls.unblock),
    'reset-devices': rolesOf(borrowerCalls.resetDevices),
    messages: rolesOf(borrowerCalls.messages),
    resend: rolesOf(borrowerCalls.resend),
  },
  complaints: { list: rolesOf(complaintCalls.queue), answer: rolesOf(complaintCalls.answer) },
  'data-corrections': { list: rolesOf(dataCorrectionCalls.queue), answer: rolesOf(dataCorrectionCalls.answer), correct: rolesOf(dataCorrectionCalls.correct) },
  applications: {
    list: rolesOf(applicationCalls.queue),
    show: rolesOf(applicationCalls.case),
    approve: rolesOf(applicationCalls.approve),
    reject: rolesOf(applicationCalls.reject),
  },
  // Credit policy: risk drafts, backtests and asks to publish (a second risk or admin approves in Approvals); admin reads.
  'credit-policy': {
    list: rolesOf(creditPolicyCalls.versions, creditPolicyCalls.version, creditPolicyCalls.backtest, creditPolicyCalls.diff, creditPolicyCalls.armReport, creditPolicyCalls.outcomes),
    draft: rolesOf(creditPolicyCalls.draft, creditPolicyCalls.updateDraft, creditPolicyCalls.publish, creditPolicyCalls.challenger, creditPolicyCalls.endChallenger),
  },
  // The books at month end: finance and admin read the months and checklists, ask for a close (a second person approves
  // in Approvals), read a closed month's statements and an ended month's provisions, and download a closed month's journal.
  // The provision classes, the chart of accounts and the fee recognition are read there, and changed by a request a
  // second person approves.
  books: {
    list: rolesOf(bookCalls.months, bookCalls.checklist, bookCalls.statements, bookCalls.provisions, bookCalls.classes, bookCalls.chart, bookCalls.feeRecognition),
    close: rolesOf(bookCalls.close),
    export: rolesOf(bookCalls.journal),
    'change-classes': rolesOf(bookCalls.changeClasses),
    'change-chart': rolesOf(bookCalls.changeChart),
    'change-fee-recognition': rolesOf(bookCalls.changeFeeRecognition),
  },
  kyc: { list: rolesOf(kycCalls.queue), show: rolesOf(kycCalls.case), decide: rolesOf(kycCalls.approve, kycCalls.reject) },
  payments: { list: rolesOf(paymentCalls.list), show: rolesOf(paymentCalls.one), requery: rolesOf(paymentCalls.requery), resolve: rolesOf(paymentCalls.resolve) },
  reconciliation: {
    list: rolesOf(reconciliationCalls.statements),
    show: rolesOf(reconciliationCalls.statement, reconciliationCalls.items),
    import: rolesOf(reconciliationCalls.importStatement),
    resolve: rolesOf(reconciliationCalls.resolve),
  },
  adjustments: {
    list: rolesOf(adjustmentCalls.borrower),
    request: rolesOf(adjustmentCalls.refund, adjustmentCalls.waive, adjustmentCalls['write-off'], adjustmentCalls.extend),
  },
  // An agent works their own cases (contact, outcomes, notes, plans); an admin is the lead (every case, reassignment).
  collections: {
    list: rolesOf(collectionCalls.queue),
    show: rolesOf(collectionCalls.case, collectionCalls.note),
    contact: rolesOf(collectionCalls.contact, collectionCalls.outcome, collectionCalls.plan),
    assign: rolesOf(collectionCalls.assign),
    plans: rolesOf(collectionCalls.loanPlans),
  },
  // The ladder is read by the same roles; a change is a `collections.ladder` request (the server's kind: admin, risk).
  'collection-reports': { list: anyOf(collectionCalls.rollRates, collectionCalls.cure, collectionCalls.promises, collectionCalls.collected, collectionCalls.restructures), ladder: ['admin', 'risk'] },
  approvals: { list: rolesOf(approvalCalls.list), decide: rolesOf(approvalCalls.approve, approvalCalls.reject) },
  staff: {
    list: rolesOf(staffAccountCalls.list),
    create: rolesOf(staffAccountCalls.create),
    disable: rolesOf(staffAccountCalls.disable),
    grant: request(staffAccountCalls.list),
    reset: request(staffAccountCalls.list),
  },
  audit: { list: rolesOf(auditCalls.list), export: rolesOf(auditCalls.csv), verify: rolesOf(auditCalls.verify) },
  'security-events': { list: rolesOf(auditCalls.securityEvents) },
  // Each report is an action; the page opens for a role that may read at least one.
  reports: { list: anyOf(...Object.values(reportCalls)), ...Object.fromEntries(Object.entries(reportCalls).map(([name, call]) => [name, rolesOf(call)])) },
  products: { list: rolesOf(catalogueCalls.products), change: request(catalogueCalls.products) },
  'shop-desk': { list: rolesOf(shopCalls.desk, shopCalls.order), handover: rolesOf(shopCalls.handover) },
  'shop-payouts': { list: rolesOf(shopCalls.payouts), request: rolesOf(shopCalls.requestPayout) },
  'phones-shops': { list: rolesOf(shopCalls.shops, shopCalls.phones), edit: rolesOf(shopCalls.addShop, shopCalls.changeShop, shopCalls.linkStaff, shopCalls.changePhone) },
  banners: { list: rolesOf(catalogueCalls.banners), edit: rolesOf(catalogueCalls.addBanner, catalogueCalls.changeBanner) },
  notices: { list: rolesOf(catalogueCalls.notices), edit: rolesOf(catalogueCalls.addNotice, catalogueCalls.changeNotice) },
  'store-page': { list: rolesOf(catalogueCalls.storePage), edit: rolesOf(catalogueCalls.setStorePage) },
  // A VIP price, a pack's terms, a prize and the wheel's budget are requests (Approvals); the rest is edited directly.
  'vip-cards': { list: rolesOf(catalogueCalls.vipCards), edit: rolesOf(catalogueCalls.changeVipCard), change: request(catalogueCalls.vipCards) },
  'coupon-packs': { list: rolesOf(catalogueCalls.couponPacks, catalogueCalls.coupons), edit: rolesOf(catalogueCalls.changeCouponPack), change: request(catalogueCalls.couponPacks) },
  wheel: { list: rolesOf(catalogueCalls.wheel), edit: rolesOf(catalogueCalls.changeWheelPrize), change: request(catalogueCalls.wheel) },
  channels: { list: rolesOf(catalogueCalls.channels), edit: rolesOf(catalogueCalls.addChannel, catalogueCalls.changeChannel) },
  // A correction is a text.correct request: marketing asks (the server's kind), an admin approves under Approvals.
  texts: { list: rolesOf(textCalls.list), correct: request(textCalls.list).filter((role) => role === 'marketing') },
};

export function may(roles: readonly StaffRole[], resource: string, action: string): boolean {
  const allowed = DESKS[resource]?.[action];
  return allowed !== undefined && roles.some((role) => allowed.includes(role));
}

export const revealAction = (field: RevealField) => `reveal.${field}`;
