/** docs/api.md, "8. Activities". */
export { turntable } from './activities/turntable';
export { spin } from './activities/spin';
export { couponPacks } from './activities/coupon-packs';
export { claimPack } from './activities/claim-pack';
export { invite } from './activities/invite';
export { marketList } from './activities/market-list';
export { holidaysList } from './activities/holidays-list';
export { storePage } from './activities/store-page';
export { media } from './activities/media';
