import type { z } from 'zod';

import * as staff from '@pocket/contracts/api/staff';

/** The staff API's calls with their contract schemas (request body, query and answer), as the fake serves them. */
export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
}

export const CALLS: Call[] = [
  { method: 'POST', path: '/session', body: staff.staffSignInBody, answer: staff.staffSessionAnswer },
  { method: 'GET', path: '/session', answer: staff.staffSessionAnswer },
  { method: 'DELETE', path: '/session', answer: staff.staffSignOutAnswer },
  { method: 'GET', path: '/staff', query: staff.staffListQuery, answer: staff.staffListAnswer },
  { method: 'POST', path: '/staff', body: staff.createStaffBody, answer: staff.createStaffAnswer },
  { method: 'POST', path: '/staff/:id/disable', body: staff.disableStaffBody, answer: staff.disableStaffAnswer },
  { method: 'POST', path: '/session/password', body: staff.changePasswordBody, answer: staff.changePasswordAnswer },
  { method: 'POST', path: '/staff/:id/reset-password', body: staff.resetCredentialBody, answer: staff.resetPasswordAnswer },
  { method: 'POST', path: '/staff/:id/reset-totp', body: staff.resetCredentialBody, answer: staff.resetTotpAnswer },
  { method: 'POST', path: '/approvals', body: staff.createApprovalBody, answer: staff.createApprovalAnswer },
  { method: 'GET', path: '/approvals', query: staff.approvalListQuery, answer: staff.approvalListAnswer },
  { method: 'POST', path: '/approvals/:id/approve', body: staff.approveBody, answer: staff.approvalAnswer },
  { method: 'POST', path: '/approvals/:id/reject', body: staff.rejectBody, answer: staff.approvalAnswer },
  { method: 'GET', path: '/audit', query: staff.auditQuery, answer: staff.auditListAnswer },
  { method: 'GET', path: '/audit/verify', answer: staff.auditVerifyAnswer },
  { method: 'GET', path: '/kyc/queue', query: staff.kycQueueQuery, answer: staff.kycQueueAnswer },
  { method: 'GET', path: '/kyc/:id', answer: staff.kycCaseAnswer },
  { method: 'POST', path: '/kyc/:id/approve', body: staff.kycApproveBody, answer: staff.kycDecisionAnswer },
  { method: 'POST', path: '/kyc/:id/reject', body: staff.kycRejectBody, answer: staff.kycDecisionAnswer },
  { method: 'GET', path: '/borrowers', query: staff.borrowerSearchQuery, answer: staff.borrowerListAnswer },
  { method: 'GET', path: '/borrowers/:uid', answer: staff.borrowerPageAnswer },
  { method: 'POST', path: '/borrowers/:uid/reveal', body: staff.revealBody, answer: staff.revealAnswer },
  { method: 'POST', path: '/borrowers/:uid/block', body: staff.borrowerReasonBody, answer: staff.blockAnswer },
  { method: 'POST', path: '/borrowers/:uid/unblock', body: staff.borrowerReasonBody, answer: staff.blockAnswer },
  { method: 'POST', path: '/borrowers/:uid/reset-devices', body: staff.borrowerReasonBody, answer: staff.resetDevicesAnswer },
  { method: 'GET', path: '/complaints', query: staff.complaintQueueQuery, answer: staff.complaintQueueAnswer },
  { method: 'GET', path: '/complaints/:id', answer: staff.staffComplaintAnswer },
  { method: 'POST', path: '/complaints/:id/answer', body: staff.complaintReplyBody, answer: staff.staffComplaintAnswer },
  { method: 'GET', path: '/data-corrections', query: staff.correctionQueueQuery, answer: staff.correctionQueueAnswer },
  { method: 'GET', path: '/data-corrections/:id', answer: staff.staffCorrectionAnswer },
  { method: 'POST', path: '/data-corrections/:id/answer', body: staff.correctionReplyBody, answer: staff.staffCorrectionAnswer },
  { method: 'GET', path: '/reports/disbursed', query: staff.reportRangeQuery, answer: staff.disbursedAnswer },
  { method: 'GET', path: '/reports/collected', query: staff.reportRangeQuery, answer: staff.collectedAnswer },
  { method: 'GET', path: '/reports/outstanding', query: staff.reportPortfolioQuery, answer: staff.outstandingAnswer },
  { method: 'GET', path: '/reports/par', query: staff.reportPortfolioQuery, answer: staff.parAnswer },
  { method: 'GET', path: '/reports/vintage', query: staff.reportRangeQuery, answer: staff.vintageAnswer },
  { method: 'GET', path: '/reports/trial-balance', query: staff.trialBalanceQuery, answer: staff.trialBalanceAnswer },
  { method: 'GET', path: '/reports/cash', query: staff.cashQuery, answer: staff.cashAnswer },
  { method: 'GET', path: '/reports/kyc-funnel', query: staff.kycFunnelQuery, answer: staff.kycFunnelAnswer },
  { method: 'GET', path: '/catalogue/products', answer: staff.catalogueProductsAnswer },
  { method: 'GET', path: '/catalogue/banners', answer: staff.staffBannersAnswer },
  { method: 'POST', path: '/catalogue/banners', body: staff.bannerInput, answer: staff.staffBannerAnswer },
  { method: 'POST', path: '/catalogue/banners/:id', body: staff.bannerInput, answer: staff.staffBannerAnswer },
  { method: 'GET', path: '/catalogue/notices', answer: staff.staffNoticesAnswer },
  { method: 'POST', path: '/catalogue/notices', body: staff.noticeInput, answer: staff.staffNoticeAnswer },
  { method: 'POST', path: '/catalogue/notices/:id', body: staff.noticeInput, answer: staff.staffNoticeAnswer },
  { method: 'GET', path: '/catalogue/store-page', answer: staff.staffStorePageAnswer },
  { method: 'POST', path: '/catalogue/store-page', body: staff.storePageFigures, answer: staff.staffStorePageAnswer },
  { method: 'GET', path: '/catalogue/vip-cards', answer: staff.staffVipCardsAnswer },
  { method: 'POST', path: '/catalogue/vip-cards/:id', body: staff.vipCardInput, answer: staff.staffVipCardAnswer },
  { method: 'GET', path: '/catalogue/coupons', answer: staff.staffCouponsAnswer },
  { method: 'GET', path: '/catalogue/coupon-packs', answer: staff.staffCouponPacksAnswer },
  { method: 'POST', path: '/catalogue/coupon-packs/:id', body: staff.couponPackText, answer: staff.staffCouponPackAnswer },
  { method: 'GET', path: '/catalogue/wheel', answer: staff.staffWheelAnswer },
  { method: 'POST', path: '/catalogue/wheel/prizes/:id', body: staff.wheelPrizeLook, answer: staff.staffWheelPrizeAnswer },
  { method: 'GET', path: '/catalogue/channels', answer: staff.staffChannelsAnswer },
  { method: 'POST', path: '/catalogue/channels', body: staff.newChannelInput, answer: staff.staffChannelAnswer },
  { method: 'POST', path: '/catalogue/channels/:code', body: staff.channelInput, answer: staff.staffChannelAnswer },
  // The queue before `:id` (the first match wins).
  { method: 'GET', path: '/applications/queue', answer: staff.applicationQueueAnswer },
  { method: 'GET', path: '/applications/:id', answer: staff.applicationCaseAnswer },
  { method: 'POST', path: '/applications/:id/approve', body: staff.applicationApproveBody, answer: staff.applicationDecisionAnswer },
  { method: 'POST', path: '/applications/:id/reject', body: staff.applicationRejectBody, answer: staff.applicationDecisionAnswer },
  { method: 'GET', path: '/payments', query: staff.paymentDeskQuery, answer: staff.paymentDeskListAnswer },
  { method: 'GET', path: '/payments/:id', answer: staff.deskPaymentAnswer },
  { method: 'POST', path: '/payments/:id/requery', answer: staff.requeryAnswer },
  { method: 'POST', path: '/payments/:id/resolve', body: staff.resolvePaymentBody, answer: staff.resolvePaymentAnswer },
  { method: 'GET', path: '/reconciliation/statements', query: staff.pageQuery, answer: staff.statementListAnswer },
  { method: 'POST', path: '/reconciliation/statements', body: staff.statementImportBody, answer: staff.statementImportAnswer },
  { method: 'GET', path: '/reconciliation/statements/:id', answer: staff.statementAnswer },
  { method: 'GET', path: '/reconciliation/statements/:id/items', query: staff.reconciliationItemsQuery, answer: staff.reconciliationItemsAnswer },
  { method: 'POST', path: '/reconciliation/items/:id/resolve', body: staff.reconciliationResolveBody, answer: staff.reconciliationResolveAnswer },
  { method: 'GET', path: '/dashboard', answer: staff.dashboardAnswer },
  { method: 'GET', path: '/adjustments/borrowers/:uid', answer: staff.adjustmentBorrowerAnswer },
  { method: 'POST', path: '/adjustments/refund', body: staff.refundBody, answer: staff.adjustmentRequestedAnswer },
  { method: 'POST', path: '/adjustments/waive', body: staff.waiveBody, answer: staff.adjustmentRequestedAnswer },
  { method: 'POST', path: '/adjustments/write-off', body: staff.writeOffBody, answer: staff.adjustmentRequestedAnswer },
  { method: 'POST', path: '/adjustments/extend', body: staff.extendBody, answer: staff.adjustmentRequestedAnswer },
  { method: 'GET', path: '/borrowers/:uid/messages', answer: staff.deskMessagesAnswer },
  { method: 'POST', path: '/borrowers/:uid/messages/:id/resend', body: staff.resendBody, answer: staff.resendAnswer },
  { method: 'GET', path: '/shop-desk', answer: staff.shopDeskAnswer },
  { method: 'GET', path: '/shop-desk/orders/:code', answer: staff.shopOrderAnswer },
  { method: 'POST', path: '/shop-desk/orders/:code/handover', answer: staff.shopOrderAnswer },
  { method: 'GET', path: '/shop-payouts', answer: staff.shopPayoutsAnswer },
  { method: 'POST', path: '/shop-payouts', body: staff.requestShopPayoutBody, answer: staff.requestShopPayoutAnswer },
  { method: 'GET', path: '/shops', answer: staff.deskShopsAnswer },
  { method: 'POST', path: '/shops', body: staff.shopInput, answer: staff.deskShopAnswer },
  { method: 'POST', path: '/shops/:id', body: staff.shopInput, answer: staff.deskShopAnswer },
  { method: 'POST', path: '/shops/:id/staff', body: staff.linkShopStaffBody, answer: staff.deskShopWithStaffAnswer },
  { method: 'GET', path: '/phones', answer: staff.deskPhonesAnswer },
  { method: 'POST', path: '/phones/:id', body: staff.phoneInput, answer: staff.deskPhoneAnswer },
];

/** The call a method and path (under /api/staff) match, with the path's parameters. */
export function matchCall(method: string, path: string): { call: Call; params: Record<string, string> } | null {
  for (const call of CALLS) {
    if (call.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(`^${call.path.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    const found = pattern.exec(path);
    if (found) return { call, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
  }
  return null;
}
