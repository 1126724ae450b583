import * as calls from '../calls/vip';
import { contract } from './contract';
import { vipCardInfoAnswer, vipPaymentAnswer, vipPaymentBody } from './vip';

export const vipCardInfo = contract(calls.vipCardInfo, { answer: vipCardInfoAnswer });
export const vipPayment = contract(calls.vipPayment, { body: vipPaymentBody, answer: vipPaymentAnswer });
