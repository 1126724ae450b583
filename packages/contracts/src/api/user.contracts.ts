import * as calls from '../calls/user';
import { contract } from './contract';
import { appLoginRecordAnswer, reminderAnswer, userInfoAnswer } from './user';

export const getUserInfo = contract(calls.getUserInfo, { answer: userInfoAnswer });
export const getAppLoginRecord = contract(calls.getAppLoginRecord, { answer: appLoginRecordAnswer });
export const getReminders = contract(calls.getReminders, { answer: reminderAnswer });
