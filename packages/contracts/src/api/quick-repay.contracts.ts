import { z } from 'zod';

import * as calls from '../calls/quick-repay';
import { idParam } from './common';
import { contract } from './contract';
import { paymentStatusAnswer } from './payment-status';
import { quickRepayBody, quickRepayInfoAnswer, quickRepayInfoBody, quickRepayOrdersAnswer } from './quick-repay';
import { extensionDetailAnswer, submitRepayAnswer } from './repayment';
import { paymentReferenceParams } from './repayment.contracts';

export const quickRepayInfo = contract(calls.quickRepayInfo, { body: quickRepayInfoBody, answer: quickRepayInfoAnswer });
export const quickRepayOrders = contract(calls.quickRepayOrders, { answer: quickRepayOrdersAnswer });
export const quickRepayPaymentStatus = contract(calls.quickRepayPaymentStatus, { params: paymentReferenceParams, answer: paymentStatusAnswer });
export const quickRepaySubmit = contract(calls.quickRepaySubmit, { body: quickRepayBody, answer: submitRepayAnswer });
export const quickRepayExtension = contract(calls.quickRepayExtension, { params: z.object({ id: idParam }), answer: extensionDetailAnswer });
