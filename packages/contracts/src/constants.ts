// Business constants of the product spec, section 9. Seeded lending numbers live in the database, not here.

export const APP_NAME = 'Pocket';
export const APP_SLOGAN = 'A Pocket Wallet For All Zambians';

export const REQUEST_TIMEOUT_MS = 120_000;
export const NONCE_LENGTH = 6;
export const TRACKING_DEVICE_TYPE = 4;
export const DEVICE_INFO_TYPE = 'h5';
export const LOGIN_DEVICE_TYPE = 4;

export const APP_VERSION_CODE = '1016';
export const TENANT_ID = 'tenant_23';
export const DEFAULT_LANG = 'en';
export const DEFAULT_CHANNEL = 'h5';

export const PWA_POPUP_TRACKING = { pageId: 9, actionId: 1 } as const;
export const PWA_PROMPT_CHECK_DELAY_MS = 1_000;

export const PHONE_PREFIX = '+26';
export const PHONE_LENGTH = 10;
export const CODE_LENGTH = 4;
export const RESEND_COUNTDOWN_S = 60;
/** A repayment may not leave a remainder above K0 and below this floor (in Kwacha). */
export const REMAINING_BALANCE_FLOOR_K = 50;

export const BIZ_TYPE = { repay: 1, extension: 2 } as const;
export type BizType = (typeof BIZ_TYPE)[keyof typeof BIZ_TYPE];

export const THIRD_TYPE = { google: 1 } as const;

export const PIN_POPUP_WITHIN_S = 10;
export const REPEAT_PAYMENT_WAIT_S = 60;

export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export const TOAST_DURATION_MS = 3_000;
export const LIBRARY_TOAST_DURATION_MS = 2_000;
export const BUTTON_COLOR = '#3271EA';
export const POPUP_BASE_Z_INDEX = 2000;
export const PICKER_OPTION_HEIGHT = 44;
export const PICKER_VISIBLE_OPTIONS = 6;

export const LAYOUT_MAX_WIDTH_PX = 750;

/** Response codes of the envelope (docs/product.md#error-catalogue). */
export const RESPONSE_CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  expectationFailed: 417,
  tooManyRequests: 429,
  serverError: 500,
  notImplemented: 501,
} as const;

/** Channels whose registrations fire a conversion event with about 50% chance (docs/product.md#states-and-transitions). */
export const HALF_CHANCE_CONVERSION_CHANNELS = ['WM2', 'NEP2', 'H5GPF', 'PANDA2', 'LIMI2', 'VM'] as const;
/** Channels whose registrations always fire a conversion event. */
export const ALWAYS_CONVERSION_CHANNELS = ['H5GGZT'] as const;

/** Quick-repay calls carry the token in this header. Here, not in api/quick-repay, so the client's first screen does
 * not pull zod (docs/performance.md). */
export const QUICK_REPAY_HEADER = 'x-quick-repay-token';
/** The KYC steps by cerCode (api/kyc). */
export const CER_CODE = { face: 1, identity: 2, personal: 3, questionnaire: 4 } as const;
