import { z } from 'zod';

import { kwacha } from '../money/codec';
import { envelope, mobileSchema } from './common';
import { orderView } from './lending';
import { submitRepayBody } from './repayment';

/** POST /api/h5/quickRepay/info: phone + SMS code of type 2 -> a 15-minute quick-repay token and that phone's bills. */
export const quickRepayInfoBody = z.object({ mobile: mobileSchema, captcha: z.string().regex(/^\d{4}$/, 'must be the 4-digit code') });
export const quickRepayInfoAnswer = envelope(z.object({ token: z.string(), expiresIn: z.number().int(), orders: z.array(orderView) }));

/** GET /api/h5/quickRepay/orders (quick-repay token): the verified phone's bills again, e.g. after a reload of /qp. */
export const quickRepayOrdersAnswer = envelope(z.object({ orders: z.array(orderView) }));

export { QUICK_REPAY_HEADER } from '../constants';

/** POST /api/h5/quickRepay/repayment: the submit payload of the repay popup. */
export const quickRepayBody = submitRepayBody;

/** Same as the payment dev prompts: GET /api/dev/prompts?mobile= */
export const devPromptsAnswer = envelope(
  z.array(z.object({ reference: z.string(), amount: kwacha, amountText: z.string(), note: z.string(), createdAt: z.string(), operator: z.string() })),
);
