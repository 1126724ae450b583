import {
  adjustmentCalls,
  applicationCalls,
  approvalCalls,
  auditCalls,
  bookCalls,
  borrowerCalls,
  catalogueCalls,
  collectionCalls,
  complaintCalls,
  creditPolicyCalls,
  dataCorrectionCalls,
  kycCalls,
  paymentCalls,
  reconciliationCalls,
  sessionCalls,
  shopCalls,
  staffAccountCalls,
} from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

/** What the data provider does with a resource: getList, getOne, create and update. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit';

/**
 * The staff calls behind Refine's list, one, create and edit of each resource that uses them (the data provider's
 * getList, getOne, create and update); a resource without its call here has none, and asking for it is an error.
 */
export const RESOURCE_CALLS: Readonly<Record<string, Partial<Record<ResourceAction, StaffCall>>>> = {
  borrowers: { list: borrowerCalls.search, show: borrowerCalls.page },
  // A borrower's messages, whole (newest first): the borrower's uid goes in meta.params.
  'borrower-messages': { list: borrowerCalls.messages },
  // One borrower's credit, bills and adjustment requests (the record's id is the borrower's uid).
  adjustments: { show: adjustmentCalls.borrower },
  complaints: { list: complaintCalls.queue },
  'data-corrections': { list: dataCorrectionCalls.queue },
  applications: { show: applicationCalls.case },
  kyc: { list: kycCalls.queue, show: kycCalls.case },
  payments: { list: paymentCalls.list },
  // A statement's summary is the record (its counts), its lines the list below.
  reconciliation: { list: reconciliationCalls.statements, show: reconciliationCalls.statement },
  // A statement's lines: the statement's id goes in meta.params.
  'reconciliation-items': { list: reconciliationCalls.items },
  approvals: { list: approvalCalls.list },
  staff: { list: staffAccountCalls.list, create: staffAccountCalls.create },
  audit: { list: auditCalls.list },
  'security-events': { list: auditCalls.securityEvents },
  collections: { list: collectionCalls.queue, show: collectionCalls.case },
  // A new shop (Refine's form); the shops and phones are read whole (ui/use-resource-read.ts).
  shops: { create: shopCalls.addShop, edit: shopCalls.changeShop },
  // A phone switched on or off (useUpdate); its price and a new phone are approval requests.
  phones: { edit: shopCalls.changePhone },
  // The catalogue's short lists come whole (no cursor); a change is a POST to the record's path.
  banners: { list: catalogueCalls.banners, create: catalogueCalls.addBanner, edit: catalogueCalls.changeBanner },
  notices: { list: catalogueCalls.notices, create: catalogueCalls.addNotice, edit: catalogueCalls.changeNotice },
  channels: { list: catalogueCalls.channels, create: catalogueCalls.addChannel, edit: catalogueCalls.changeChannel },
  // The desk's forms whose call is no resource's create (ui/use-checked-form.ts): each is its own resource's create,
  // so Refine's useForm sends it, checked first by the call's zod body; an id in the path comes in meta.params.
  'approval-requests': { create: approvalCalls.request },
  'approval-approvals': { create: approvalCalls.approve },
  'approval-rejections': { create: approvalCalls.reject },
  'application-approvals': { create: applicationCalls.approve },
  'application-rejections': { create: applicationCalls.reject },
  'payment-resolutions': { create: paymentCalls.resolve },
  'adjustment-refunds': { create: adjustmentCalls.refund },
  'adjustment-waivers': { create: adjustmentCalls.waive },
  'adjustment-extensions': { create: adjustmentCalls.extend },
  'adjustment-write-offs': { create: adjustmentCalls['write-off'] },
  'credit-policy-drafts': { create: creditPolicyCalls.draft },
  'credit-policy-draft-changes': { create: creditPolicyCalls.updateDraft },
  'credit-policy-publish-requests': { create: creditPolicyCalls.publish },
  'credit-policy-challenger-requests': { create: creditPolicyCalls.challenger },
  'credit-policy-challenger-ends': { create: creditPolicyCalls.endChallenger },
  'book-closes': { create: bookCalls.close },
  // Collections, catalogue, staff and shops (the desk's second draft): their forms' calls, each its own resource's create.
  'collection-plans': { create: collectionCalls.plan },
  'collection-notes': { create: collectionCalls.note },
  'staff-disables': { create: staffAccountCalls.disable },
  'shop-payout-requests': { create: shopCalls.requestPayout },
  // The shop counter: an order found by its pickup code (the record's id) and its handover (the code in meta.params).
  'shop-orders': { show: shopCalls.order },
  'shop-handovers': { create: shopCalls.handover },
  // The catalogue's forms that change a record's look or a settings page (its requests are approval-requests).
  'store-page-figures': { create: catalogueCalls.setStorePage },
  'vip-card-changes': { create: catalogueCalls.changeVipCard },
  'coupon-pack-texts': { create: catalogueCalls.changeCouponPack },
  'wheel-prize-looks': { create: catalogueCalls.changeWheelPrize },
  // The forms of books (settings), kyc, complaints, corrections, reconciliation and texts, each its own resource's create.
  'book-class-changes': { create: bookCalls.changeClasses },
  'book-chart-changes': { create: bookCalls.changeChart },
  'book-fee-recognition-changes': { create: bookCalls.changeFeeRecognition },
  'kyc-approvals': { create: kycCalls.approve },
  'kyc-rejections': { create: kycCalls.reject },
  'complaint-answers': { create: complaintCalls.answer },
  'data-correction-answers': { create: dataCorrectionCalls.answer },
  'data-correction-corrections': { create: dataCorrectionCalls.correct },
  'reconciliation-imports': { create: reconciliationCalls.importStatement },
  'reconciliation-resolutions': { create: reconciliationCalls.resolve },
  // The desk's actions that were custom mutations (issue 44): borrowers, collections' contacts, payments, shops, account.
  'borrower-blocks': { create: borrowerCalls.block },
  'borrower-unblocks': { create: borrowerCalls.unblock },
  'borrower-device-resets': { create: borrowerCalls.resetDevices },
  'borrower-reveals': { create: borrowerCalls.reveal },
  'borrower-message-resends': { create: borrowerCalls.resend },
  'collection-contacts': { create: collectionCalls.contact },
  'collection-contact-outcomes': { create: collectionCalls.outcome },
  'payment-requeries': { create: paymentCalls.requery },
  'shop-staff-links': { create: shopCalls.linkStaff },
  'password-changes': { create: sessionCalls.changePassword },
};
