import { z } from 'zod';

import * as calls from '../calls/repayment';
import { emptyAnswer, idParam } from './common';
import { contract } from './contract';
import { couponListAnswer, couponListBody, couponUseBody } from './coupon';
import { paymentAccountConfirmAnswer, paymentAccountConfirmBody, paymentAccountSendAnswer, paymentAccountSendBody } from './payment-account';
import { paymentReferenceParam, paymentStatusAnswer } from './payment-status';
import { extensionDetailAnswer, extensionDetailBody, repayDetailAnswer, submitRepayAnswer, submitRepayBody } from './repayment';

export const paymentReferenceParams = z.object({ reference: paymentReferenceParam });

export const repayDetail = contract(calls.repayDetail, { params: z.object({ orderId: idParam }), answer: repayDetailAnswer });
export const submitRepay = contract(calls.submitRepay, { body: submitRepayBody, answer: submitRepayAnswer });
export const paymentStatus = contract(calls.paymentStatus, { params: paymentReferenceParams, answer: paymentStatusAnswer });
export const extensionDetail = contract(calls.extensionDetail, { body: extensionDetailBody, answer: extensionDetailAnswer });
export const couponList = contract(calls.couponList, { body: couponListBody, answer: couponListAnswer });
export const useCoupon = contract(calls.useCoupon, { body: couponUseBody, answer: emptyAnswer });
export const paymentAccountSendCode = contract(calls.paymentAccountSendCode, { body: paymentAccountSendBody, answer: paymentAccountSendAnswer });
export const paymentAccountConfirm = contract(calls.paymentAccountConfirm, { body: paymentAccountConfirmBody, answer: paymentAccountConfirmAnswer });
