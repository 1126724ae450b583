import { z } from 'zod';

import { kwacha } from '../money/codec';
import { envelope } from './common';

/** GET /api/my/getUserInfo: stored by the client as userInfo. */
export const userInfoData = z.object({
  userId: z.number().int(),
  /** As typed: 0XXXXXXXXX. */
  mobile: z.string(),
  /** Characters 4 to 7 as asterisks. */
  mobileMasked: z.string(),
  /** From the identity step, or null before it. */
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  googleBound: z.boolean(),
  registerChannel: z.string().nullable(),
  /** ms since the epoch */
  registerTime: z.number().int(),
  /** cerCodes 1 to 3 all done: the user may apply for a loan. */
  kycComplete: z.boolean(),
  /** Fields other modules add (e.g. VIP membership), by name. */
  extra: z.record(z.string(), z.unknown()),
});
export type UserInfo = z.infer<typeof userInfoData>;
export const userInfoAnswer = envelope(userInfoData);

/** GET /api/index/api/getAppLoginRecord */
export const loginRecordItem = z.object({
  loginTime: z.number().int(),
  /** 1 SMS code, 2 Google */
  loginType: z.number().int(),
  deviceBrand: z.string().nullable(),
  appChannelCode: z.string().nullable(),
});
export const appLoginRecordData = z.object({
  /** true on the first login after registration (the client's appLoginRecord state). */
  appLoginRecord: z.boolean(),
  records: z.array(loginRecordItem),
});
export type AppLoginRecord = z.infer<typeof appLoginRecordData>;
export const appLoginRecordAnswer = envelope(appLoginRecordData);

/** GET /api/v4/reminder/get: the user's bill reminders; empty without a session or before a loan. */
export const reminderItem = z.object({
  orderId: z.number().int(),
  planId: z.number().int(),
  repayDate: z.string(),
  remainingAmount: kwacha,
  overdue: z.boolean(),
  overdueDays: z.number().int(),
  message: z.string(),
});
export type ReminderItem = z.output<typeof reminderItem>;
export const reminderAnswer = envelope(z.array(reminderItem));
