import * as calls from '../calls/auth';
import {
  bindCheckAnswer,
  bindCheckBody,
  googleConfigAnswer,
  linkLoginBody,
  logoutAnswer,
  mobileLoginAnswer,
  mobileLoginBody,
  sendSmsCodeAnswer,
  sendSmsCodeParams,
} from './auth';
import { contract } from './contract';

export const sendSmsCode = contract(calls.sendSmsCode, { params: sendSmsCodeParams, answer: sendSmsCodeAnswer });
export const mobileLogin = contract(calls.mobileLogin, { body: mobileLoginBody, answer: mobileLoginAnswer });
export const linkLogin = contract(calls.linkLogin, { body: linkLoginBody, answer: mobileLoginAnswer });
export const bindCheck = contract(calls.bindCheck, { body: bindCheckBody, answer: bindCheckAnswer });
export const googleConfig = contract(calls.googleConfig, { answer: googleConfigAnswer });
export const logout = contract(calls.logout, { answer: logoutAnswer });
