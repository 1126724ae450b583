import { expect } from 'vitest';

import type { App } from '../src/app';
import type { TestSession } from './harness';
import { approvePrompt } from './lending-helpers';

/** The seeded itel A18: K1,150, 60% deposit (K690), K460 in 3 stages of 14 days (fits the K500 starting limit). */
export const ITEL = { phoneId: 1, deposit: 690, financed: 460 };

/** Pays the deposit of a phone from the borrower's own wallet and approves it; answers the opened order. */
export async function openStageOrder(app: App, s: TestSession, phoneId = ITEL.phoneId) {
  const paid = await s.call('POST', '/api/v1/mobile-order/pay', { phoneId, mobile: s.mobile });
  expect(paid.status, paid.body).toBe(200);
  await approvePrompt(app, s.mobile);
  const info = await s.call('GET', `/api/v1/mobile-order/info?orderId=${paid.json.data.orderId}`);
  expect(info.json.data.status, info.body).toBe('REPAYING');
  return info.json.data as { orderId: number; pickupCode: string; plans: Array<{ planId: number; remainingAmount: number; repayDate: string }> };
}
