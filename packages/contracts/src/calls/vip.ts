/** docs/api.md, VIP cards. */
export { vipCardInfo } from './vip/vip-card-info';
export { vipPayment } from './vip/vip-payment';
