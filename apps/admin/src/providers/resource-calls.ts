import * as calls from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

/** What the data provider does with a resource: getList, getOne, create and update. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit';

/**
 * The staff calls behind Refine's list, one, create and edit of each resource that uses them (the data provider's
 * getList, getOne, create and update); a resource without its call here has none, and asking for it is an error.
 */
export const RESOURCE_CALLS: Readonly<Record<string, Partial<Record<ResourceAction, StaffCall>>>> = {
  // The morning's figures: the resource's one record (no id; ui/use-whole-record.ts).
  dashboard: { show: calls.dashboardCalls.read },
  borrowers: { list: calls.borrowerCalls.search, show: calls.borrowerCalls.page },
  // A borrower's messages, whole (newest first): the borrower's uid goes in meta.params.
  'borrower-messages': { list: calls.borrowerCalls.messages },
  // One borrower's credit, bills and adjustment requests (the record's id is the borrower's uid).
  adjustments: { show: calls.adjustmentCalls.borrower },
  complaints: { list: calls.complaintCalls.queue },
  'data-corrections': { list: calls.dataCorrectionCalls.queue },
  // The queue comes whole, with the target beside its items (useList's result keeps it).
  applications: { list: calls.applicationCalls.queue, show: calls.applicationCalls.case },
  // The credit policy's versions (whole) and one version by its number; the decisions per version, whole.
  'credit-policy': { list: calls.creditPolicyCalls.versions, show: calls.creditPolicyCalls.version },
  'credit-policy-outcomes': { list: calls.creditPolicyCalls.outcomes },
  // The ledger months (whole) and a month's close checklist, the record whose id is the month (2026-10).
  books: { list: calls.bookCalls.months, show: calls.bookCalls.checklist },
  // What changes from one credit policy version to another: the record is the version, `against` in meta.query.
  'credit-policy-diffs': { show: calls.creditPolicyCalls.diff },
  kyc: { list: calls.kycCalls.queue, show: calls.kycCalls.case },
  payments: { list: calls.paymentCalls.list },
  // A statement's summary is the record (its counts), its lines the list below.
  reconciliation: { list: calls.reconciliationCalls.statements, show: calls.reconciliationCalls.statement },
  // A statement's lines: the statement's id goes in meta.params.
  'reconciliation-items': { list: calls.reconciliationCalls.items },
  approvals: { list: calls.approvalCalls.list },
  staff: { list: calls.staffAccountCalls.list, create: calls.staffAccountCalls.create },
  audit: { list: calls.auditCalls.list },
  'security-events': { list: calls.auditCalls.securityEvents },
  // A language's borrower texts, whole, with its counts of missing and draft texts beside them (filters: language, show).
  texts: { list: calls.textCalls.list },
  collections: { list: calls.collectionCalls.queue, show: calls.collectionCalls.case },
  // A new shop (Refine's form); the shops and phones are read whole (ui/use-resource-read.ts).
  shops: { create: calls.shopCalls.addShop, edit: calls.shopCalls.changeShop },
  // A phone switched on or off (useUpdate); its price and a new phone are approval requests.
  phones: { edit: calls.shopCalls.changePhone },
  // The catalogue's lists read whole (catalogue/use-desk-read.ts); the prize wheel and the store page, each its resource's one record (no id).
  products: { list: calls.catalogueCalls.products },
  'vip-cards': { list: calls.catalogueCalls.vipCards },
  'coupon-packs': { list: calls.catalogueCalls.couponPacks },
  coupons: { list: calls.catalogueCalls.coupons },
  wheel: { show: calls.catalogueCalls.wheel },
  'store-page': { show: calls.catalogueCalls.storePage },
  // The catalogue's short lists come whole (no cursor); a change is a POST to the record's path.
  banners: { list: calls.catalogueCalls.banners, create: calls.catalogueCalls.addBanner, edit: calls.catalogueCalls.changeBanner },
  notices: { list: calls.catalogueCalls.notices, create: calls.catalogueCalls.addNotice, edit: calls.catalogueCalls.changeNotice },
  channels: { list: calls.catalogueCalls.channels, create: calls.catalogueCalls.addChannel, edit: calls.catalogueCalls.changeChannel },
  // The desk's forms whose call is no resource's create (ui/use-checked-form.ts): each is its own resource's create,
  // so Refine's useForm sends it, checked first by the call's zod body; an id in the path comes in meta.params.
  'approval-requests': { create: calls.approvalCalls.request },
  'approval-approvals': { create: calls.approvalCalls.approve },
  'approval-rejections': { create: calls.approvalCalls.reject },
  'application-approvals': { create: calls.applicationCalls.approve },
  'application-rejections': { create: calls.applicationCalls.reject },
  'payment-resolutions': { create: calls.paymentCalls.resolve },
  'adjustment-refunds': { create: calls.adjustmentCalls.refund },
  'adjustment-waivers': { create: calls.adjustmentCalls.waive },
  'adjustment-extensions': { create: calls.adjustmentCalls.extend },
  'adjustment-write-offs': { create: calls.adjustmentCalls['write-off'] },
  'credit-policy-drafts': { create: calls.creditPolicyCalls.draft },
  'credit-policy-draft-changes': { create: calls.creditPolicyCalls.updateDraft },
  'credit-policy-publish-requests': { create: calls.creditPolicyCalls.publish },
  'credit-policy-challenger-requests': { create: calls.creditPolicyCalls.challenger },
  'credit-policy-challenger-ends': { create: calls.creditPolicyCalls.endChallenger },
  'book-closes': { create: calls.bookCalls.close },
  // Collections, catalogue, staff and shops (the desk's second draft): their forms' calls, each its own resource's create.
  'collection-plans': { create: calls.collectionCalls.plan },
  'collection-notes': { create: calls.collectionCalls.note },
  'staff-disables': { create: calls.staffAccountCalls.disable },
  'shop-payout-requests': { create: calls.shopCalls.requestPayout },
  // The shop counter: an order found by its pickup code (the record's id) and its handover (the code in meta.params).
  'shop-orders': { show: calls.shopCalls.order },
  'shop-handovers': { create: calls.shopCalls.handover },
  // The catalogue's forms that change a record's look or a settings page (its requests are approval-requests).
  'store-page-figures': { create: calls.catalogueCalls.setStorePage },
  'vip-card-changes': { create: calls.catalogueCalls.changeVipCard },
  'coupon-pack-texts': { create: calls.catalogueCalls.changeCouponPack },
  'wheel-prize-looks': { create: calls.catalogueCalls.changeWheelPrize },
  // The forms of books (settings), kyc, complaints, corrections, reconciliation and texts, each its own resource's create.
  'book-class-changes': { create: calls.bookCalls.changeClasses },
  'book-chart-changes': { create: calls.bookCalls.changeChart },
  'book-fee-recognition-changes': { create: calls.bookCalls.changeFeeRecognition },
  'kyc-approvals': { create: calls.kycCalls.approve },
  'kyc-rejections': { create: calls.kycCalls.reject },
  'complaint-answers': { create: calls.complaintCalls.answer },
  'data-correction-answers': { create: calls.dataCorrectionCalls.answer },
  'data-correction-corrections': { create: calls.dataCorrectionCalls.correct },
  'reconciliation-imports': { create: calls.reconciliationCalls.importStatement },
  'reconciliation-resolutions': { create: calls.reconciliationCalls.resolve },
  // The desk's actions that were custom mutations (issue 44): borrowers, collections' contacts, payments, shops, account.
  'borrower-blocks': { create: calls.borrowerCalls.block },
  'borrower-unblocks': { create: calls.borrowerCalls.unblock },
  'borrower-device-resets': { create: calls.borrowerCalls.resetDevices },
  'borrower-reveals': { create: calls.borrowerCalls.reveal },
  'borrower-message-resends': { create: calls.borrowerCalls.resend },
  'collection-contacts': { create: calls.collectionCalls.contact },
  'collection-contact-outcomes': { create: calls.collectionCalls.outcome },
  'payment-requeries': { create: calls.paymentCalls.requery },
  'shop-staff-links': { create: calls.shopCalls.linkStaff },
  'password-changes': { create: calls.sessionCalls.changePassword },
};
