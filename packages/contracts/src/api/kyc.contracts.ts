import * as calls from '../calls/kyc';
import { contract } from './contract';
import {
  authInfoBody,
  authProcessStepAnswer,
  identityBody,
  kycReviewAnswer,
  questionnaireInfoAnswer,
  questionnaireSubmitBody,
  saveAnswer,
} from './kyc';
import { areaListAnswer, regionParams } from './region';
import { uploadAnswer, uploadBase64Body, uploadParams } from './upload';

export const authProcessStep = contract(calls.authProcessStep, { answer: authProcessStepAnswer });
export const kycReview = contract(calls.kycReview, { answer: kycReviewAnswer });
export const saveIdentity = contract(calls.saveIdentity, { body: identityBody, answer: saveAnswer });
export const saveAuthInfo = contract(calls.saveAuthInfo, { body: authInfoBody, answer: saveAnswer });
export const questionnaireInfo = contract(calls.questionnaireInfo, { answer: questionnaireInfoAnswer });
export const questionnaireSubmit = contract(calls.questionnaireSubmit, { body: questionnaireSubmitBody, answer: saveAnswer });
export const queryAreaInfo = contract(calls.queryAreaInfo, { params: regionParams, answer: areaListAnswer });
export const uploadBase64 = contract(calls.uploadBase64, { body: uploadBase64Body, answer: uploadAnswer });
export const readUpload = contract(calls.readUpload, { params: uploadParams });
