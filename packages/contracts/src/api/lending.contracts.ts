import { z } from 'zod';

import * as calls from '../calls/lending';
import { idParam } from './common';
import { contract } from './contract';
import { applyAnswer, loanAskBody, loanDetailAnswer, myLoanInfoAnswer, productListAnswer, productTrialAnswer } from './lending';

const loanIdParams = z.object({ id: idParam });

export const productList = contract(calls.productList, { answer: productListAnswer });
export const productTrial = contract(calls.productTrial, { body: loanAskBody, answer: productTrialAnswer });
export const applyLoan = contract(calls.applyLoan, { body: loanAskBody, answer: applyAnswer });
export const myLoanInfo = contract(calls.myLoanInfo, { answer: myLoanInfoAnswer });
export const queryLoanDetail = contract(calls.queryLoanDetail, { params: loanIdParams, answer: loanDetailAnswer });
export const queryLoanDetailV3 = contract(calls.queryLoanDetailV3, { params: loanIdParams, answer: loanDetailAnswer });
