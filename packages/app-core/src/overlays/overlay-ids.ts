/** The global overlays of docs/product.md#global-overlays; features open one another's overlays by these ids only. */
export const overlayIds = [
  'login',
  'bindPhone',
  'repay',
  'extension',
  'paySuccess',
  'stageRepay',
  'vipPayment',
  'marketing',
  'holidays',
  'creditScore',
  'pwaInstall',
] as const;

export type OverlayId = (typeof overlayIds)[number];

/** VIP payment popup parameters (docs/product.md#app-state-and-entities, vipPaymentParams). */
export interface VipPaymentParams {
  name: string;
  payAmount: number;
  vipCardId: string | number;
  mobile: string;
}

export type OverlayParams = Record<string, unknown>;

/** Parameters each overlay takes; overlays not listed take a free-form record (or none). */
export interface OverlayParamsMap {
  vipPayment: VipPaymentParams;
}

export type ParamsOf<Id extends OverlayId> = Id extends keyof OverlayParamsMap ? OverlayParamsMap[Id] : OverlayParams;
