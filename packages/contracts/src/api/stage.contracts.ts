import * as calls from '../calls/stage';
import { contract } from './contract';
import {
  stageIndexAnswer,
  stageInfoAnswer,
  stageInfoQuery,
  stagePayAnswer,
  stagePayBody,
  stagePlanListAnswer,
  stagePlanListBody,
  stageRepayAnswer,
  stageRepayBody,
} from './stage';

export const stageIndex = contract(calls.stageIndex, { answer: stageIndexAnswer });
export const stageInfo = contract(calls.stageInfo, { query: stageInfoQuery, answer: stageInfoAnswer });
export const stagePlanList = contract(calls.stagePlanList, { body: stagePlanListBody, answer: stagePlanListAnswer });
export const stagePay = contract(calls.stagePay, { body: stagePayBody, answer: stagePayAnswer });
export const stageRepay = contract(calls.stageRepay, { body: stageRepayBody, answer: stageRepayAnswer });
