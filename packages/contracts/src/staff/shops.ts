import { staffIdParams } from '../api/staff/common';
import {
  deskPhoneAnswer,
  deskPhonesAnswer,
  deskShopAnswer,
  deskShopsAnswer,
  deskShopWithStaffAnswer,
  linkShopStaffBody,
  phoneInput,
  pickupCodeParams,
  requestShopPayoutAnswer,
  requestShopPayoutBody,
  shopDeskAnswer,
  shopInput,
  shopOrderAnswer,
  shopPayoutsAnswer,
} from '../api/staff/shops';
import { staffCall } from './call';

/**
 * The shops (docs/shops.md): a shop's counter (its own shop only, checked by the desk), payouts (finance; a
 * shop.payout request for a second finance member), phones and shops (admin; prices by phone.price approvals).
 */
export const shopCalls = {
  desk: staffCall({ method: 'GET', path: '/api/staff/shop-desk', roles: ['shop'], audit: [], answer: shopDeskAnswer }),
  order: staffCall({ method: 'GET', path: '/api/staff/shop-desk/orders/:code', roles: ['shop'], audit: [], params: pickupCodeParams, answer: shopOrderAnswer }),
  handover: staffCall({ method: 'POST', path: '/api/staff/shop-desk/orders/:code/handover', roles: ['shop'], audit: ['shop.handover'], params: pickupCodeParams, answer: shopOrderAnswer }),
  payouts: staffCall({ method: 'GET', path: '/api/staff/shop-payouts', roles: ['finance'], audit: [], answer: shopPayoutsAnswer }),
  requestPayout: staffCall({ method: 'POST', path: '/api/staff/shop-payouts', roles: ['finance'], audit: ['approval.request'], body: requestShopPayoutBody, answer: requestShopPayoutAnswer }),
  shops: staffCall({ method: 'GET', path: '/api/staff/shops', roles: ['admin'], audit: [], answer: deskShopsAnswer }),
  addShop: staffCall({ method: 'POST', path: '/api/staff/shops', roles: ['admin'], audit: ['shop.create'], body: shopInput, answer: deskShopAnswer }),
  changeShop: staffCall({ method: 'POST', path: '/api/staff/shops/:id', roles: ['admin'], audit: ['shop.update'], params: staffIdParams, body: shopInput, answer: deskShopAnswer }),
  linkStaff: staffCall({ method: 'POST', path: '/api/staff/shops/:id/staff', roles: ['admin'], audit: ['shop.staff.link'], params: staffIdParams, body: linkShopStaffBody, answer: deskShopWithStaffAnswer }),
  phones: staffCall({ method: 'GET', path: '/api/staff/phones', roles: ['admin'], audit: [], answer: deskPhonesAnswer }),
  changePhone: staffCall({ method: 'POST', path: '/api/staff/phones/:id', roles: ['admin'], audit: ['phone.update'], params: staffIdParams, body: phoneInput, answer: deskPhoneAnswer }),
} as const;
