import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { CLIENT_HEADERS, latestSmsCode, smsMessages } from './sandbox';
import { appStateCookie, signedHeaders } from './session';

// Helpers of the journeys that pay bills: wallets, amounts, the sandbox's PIN prompts and the payment popups.

/** A fresh MTN (096) or Airtel (097) number: the loans here pay out to a wallet (Zamtel has none yet). */
export const walletMobile = () => `09${6 + Math.floor(Math.random() * 2)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

export const kwacha = (amount: number) => `K${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface Prompt {
  reference: string;
  amount: number;
}

export async function envelope<T>(response: { json(): Promise<unknown> }, call: string): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${call} answered code ${body.code}: ${body.msg}`);
  return body.data;
}

/** A signed call with the browser's own session (token and uid from the app-state cookies). */
export async function signedHeadersOf(page: Page): Promise<Record<string, string>> {
  const token = String(await appStateCookie(page.context(), 'token'));
  const uid = String(await appStateCookie(page.context(), 'uid'));
  return { ...CLIENT_HEADERS, ...signedHeaders(uid, token) };
}

export async function pendingPrompts(request: APIRequestContext, mobile: string): Promise<Prompt[]> {
  return envelope<Prompt[]>(await request.get('/api/dev/prompts', { params: { mobile } }), 'GET /api/dev/prompts');
}

/** Waits for exactly one pending PIN prompt of this amount, and approves it with the right PIN. */
export async function approveOnlyPrompt(request: APIRequestContext, mobile: string, amount: number): Promise<void> {
  await expect.poll(async () => (await pendingPrompts(request, mobile)).map((p) => p.amount), { timeout: 10_000 }).toEqual([amount]);
  const [prompt] = await pendingPrompts(request, mobile);
  const response = await request.post(`/api/dev/prompts/${prompt!.reference}/approve`, { data: { pin: '1234' } });
  await envelope(response, 'approve');
  // A second look after the approval: nothing else was asked of the wallet (one tap, one payment).
  expect(await pendingPrompts(request, mobile)).toEqual([]);
}

/** The pay-success dialog's words: English, or a language's (issue 48). */
export interface SubmitSuccessWords {
  title: string;
  ok: string;
}

export async function acknowledgeSubmitSuccess(page: Page, words: SubmitSuccessWords = { title: 'Submit Success', ok: 'OK' }): Promise<void> {
  const dialog = page.locator('.rv-dialog').filter({ hasText: words.title });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: words.ok, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The repay popup; `submitName` is its button's name in the borrower's language ('Repayment' in English). */
export function repayPopup(page: Page, submitName = 'Repayment') {
  const root = page.getByTestId('repay-popup');
  return {
    root,
    amount: root.locator('input[name="payAmount"]'),
    error: root.locator('.rv-field__error-message'),
    submit: root.getByRole('button', { name: submitName }),
  };
}

export interface QuickRepayInfo {
  token: string;
  orders: { orderId: number; plans: { planId: number }[] }[];
}

/** Opens /qp and verifies the phone with an SMS code from the sandbox outbox; answers quickRepay/info's data. */
export async function verifyOnQuickRepay(page: Page, request: APIRequestContext, mobile: string): Promise<QuickRepayInfo> {
  await page.goto('/qp');
  const verify = page.getByTestId('quick-repay-verify');
  await verify.getByPlaceholder('0XXXXXXXXX').fill(mobile);
  const newest = (await smsMessages(request, mobile))[0]?.id ?? 0;
  await verify.locator('.rv-field__suffix button').filter({ hasText: 'Obtain' }).click();
  await verify.getByPlaceholder('Verification code').fill(await latestSmsCode(request, mobile, newest));
  const verified = page.waitForResponse(/\/api\/h5\/quickRepay\/info/);
  await verify.getByRole('button', { name: 'Check my bills' }).click();
  return envelope<QuickRepayInfo>(await verified, 'quickRepay/info');
}

/** The language stored on the signed-in borrower's account (GET /api/v1/my/language), which SMS and USSD follow. */
export async function accountLanguage(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/my/language', { headers: await signedHeadersOf(page) });
  return ((await res.json()) as { data: { language: string } }).data.language;
}
