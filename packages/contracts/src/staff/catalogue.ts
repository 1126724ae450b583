import { z } from 'zod';

import { idField } from '../api/common';
import {
  bannerInput,
  catalogueProductsAnswer,
  noticeInput,
  staffBannerAnswer,
  staffBannersAnswer,
  staffNoticeAnswer,
  staffNoticesAnswer,
  staffStorePageAnswer,
  storePageFigures,
} from '../api/staff/catalogue';
import {
  channelCodeField,
  channelInput,
  couponPackText,
  newChannelInput,
  staffChannelAnswer,
  staffChannelsAnswer,
  staffCouponPackAnswer,
  staffCouponPacksAnswer,
  staffCouponsAnswer,
  staffVipCardAnswer,
  staffVipCardsAnswer,
  staffWheelAnswer,
  staffWheelPrizeAnswer,
  vipCardInput,
  wheelPrizeLook,
} from '../api/staff/catalogue-more';
import { staffCall } from './call';

const idParams = z.object({ id: idField });
export const channelCodeParams = z.object({ code: channelCodeField });

/**
 * The catalogue and content. Money (a product's terms, a VIP card's price, a pack's terms, a prize, the wheel's budget)
 * changes only through approvals (product.price, vip.price, coupon.pack, wheel.prize, wheel.budget); these calls read,
 * and write words, switches and links, each audited.
 */
export const catalogueCalls = {
  products: staffCall({ method: 'GET', path: '/api/staff/catalogue/products', roles: ['admin'], audit: [], answer: catalogueProductsAnswer }),
  banners: staffCall({ method: 'GET', path: '/api/staff/catalogue/banners', roles: ['marketing'], audit: [], answer: staffBannersAnswer }),
  addBanner: staffCall({ method: 'POST', path: '/api/staff/catalogue/banners', roles: ['marketing'], audit: ['banner.create'], body: bannerInput, answer: staffBannerAnswer }),
  changeBanner: staffCall({ method: 'POST', path: '/api/staff/catalogue/banners/:id', roles: ['marketing'], audit: ['banner.update'], params: idParams, body: bannerInput, answer: staffBannerAnswer }),
  notices: staffCall({ method: 'GET', path: '/api/staff/catalogue/notices', roles: ['marketing'], audit: [], answer: staffNoticesAnswer }),
  addNotice: staffCall({ method: 'POST', path: '/api/staff/catalogue/notices', roles: ['marketing'], audit: ['notice.create'], body: noticeInput, answer: staffNoticeAnswer }),
  changeNotice: staffCall({ method: 'POST', path: '/api/staff/catalogue/notices/:id', roles: ['marketing'], audit: ['notice.update'], params: idParams, body: noticeInput, answer: staffNoticeAnswer }),
  storePage: staffCall({ method: 'GET', path: '/api/staff/catalogue/store-page', roles: ['marketing'], audit: [], answer: staffStorePageAnswer }),
  setStorePage: staffCall({ method: 'POST', path: '/api/staff/catalogue/store-page', roles: ['marketing'], audit: ['store-page.update'], body: storePageFigures, answer: staffStorePageAnswer }),
  vipCards: staffCall({ method: 'GET', path: '/api/staff/catalogue/vip-cards', roles: ['admin'], audit: [], answer: staffVipCardsAnswer }),
  changeVipCard: staffCall({ method: 'POST', path: '/api/staff/catalogue/vip-cards/:id', roles: ['admin'], audit: ['vip-card.update'], params: idParams, body: vipCardInput, answer: staffVipCardAnswer }),
  coupons: staffCall({ method: 'GET', path: '/api/staff/catalogue/coupons', roles: ['marketing'], audit: [], answer: staffCouponsAnswer }),
  couponPacks: staffCall({ method: 'GET', path: '/api/staff/catalogue/coupon-packs', roles: ['marketing'], audit: [], answer: staffCouponPacksAnswer }),
  changeCouponPack: staffCall({
    method: 'POST',
    path: '/api/staff/catalogue/coupon-packs/:id',
    roles: ['marketing'],
    audit: ['coupon-pack.text'],
    params: idParams,
    body: couponPackText,
    answer: staffCouponPackAnswer,
  }),
  wheel: staffCall({ method: 'GET', path: '/api/staff/catalogue/wheel', roles: ['marketing'], audit: [], answer: staffWheelAnswer }),
  changeWheelPrize: staffCall({
    method: 'POST',
    path: '/api/staff/catalogue/wheel/prizes/:id',
    roles: ['marketing'],
    audit: ['wheel-prize.look'],
    params: idParams,
    body: wheelPrizeLook,
    answer: staffWheelPrizeAnswer,
  }),
  channels: staffCall({ method: 'GET', path: '/api/staff/catalogue/channels', roles: ['marketing'], audit: [], answer: staffChannelsAnswer }),
  addChannel: staffCall({ method: 'POST', path: '/api/staff/catalogue/channels', roles: ['marketing'], audit: ['channel.create'], body: newChannelInput, answer: staffChannelAnswer }),
  changeChannel: staffCall({
    method: 'POST',
    path: '/api/staff/catalogue/channels/:code',
    roles: ['marketing'],
    audit: ['channel.update'],
    params: channelCodeParams,
    body: channelInput,
    answer: staffChannelAnswer,
  }),
} as const;
