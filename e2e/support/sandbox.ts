import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

// Helpers over the server's sandbox (/api/dev/*, on with SANDBOX=on) and its public calls, for every journey.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The default headers of docs/product.md#calls, as the web client sends them. */
export const CLIENT_HEADERS = {
  appName: 'Pocket',
  AppVersionCode: '1016',
  'X-TenantID': 'tenant_23',
  lang: 'en',
  deviceBrand: 'e2e',
  appChannelCode: 'h5',
};

// MTN and Airtel only: Zamtel wallets are refused for mobile money ("not supported yet"), so a borrower made with a
// loan on a Zamtel number would fail. Zamtel numbers still log in; tests of that refusal pick one explicitly.
const walletPrefixes = ['096', '097', '076', '077', '056', '057'];

/** A fresh Zambian mobile number (0 + network + 7 digits), so that journeys running in parallel never share a user. */
export function uniqueMobile(): string {
  const prefix = walletPrefixes[Math.floor(Math.random() * walletPrefixes.length)]!;
  return prefix + String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
}

async function unwrap<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }, call: string) {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${call} answered code ${body.code}: ${body.msg} (HTTP ${response.status()})`);
  return body.data;
}

export interface SandboxSms {
  id: number;
  body: string;
  code: string | null;
  createdAt: string;
}

/** The SMS messages the sandbox outbox holds for a number, newest first. */
export async function smsMessages(request: APIRequestContext, mobile: string): Promise<SandboxSms[]> {
  const response = await request.get('/api/dev/sms', { params: { mobile } });
  return (await unwrap<{ messages: SandboxSms[] }>(response, 'GET /api/dev/sms')).messages;
}

/**
 * The newest code sent to a number, waiting for it to arrive. Pass `newerThan` (a message id) to skip codes
 * that were already there. Other SMS to the number (a receipt, a paid-out message: docs/messages.md) may arrive
 * after the code, so the newest message that carries a code is read.
 */
export async function latestSmsCode(request: APIRequestContext, mobile: string, newerThan = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const newest = (await smsMessages(request, mobile)).find((message) => message.code !== null);
        code = newest && newest.id > newerThan ? newest.code : null;
        return code;
      },
      { message: `an SMS code for ${mobile} in the sandbox outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/** Asks the server to send a login code, the way the login panel's Obtain button does. */
export async function sendLoginCode(request: APIRequestContext, mobile: string): Promise<void> {
  const response = await request.post(`/api/authentication/sendSmsCode/${mobile}/1`, { headers: CLIENT_HEADERS });
  await unwrap(response, 'sendSmsCode');
}

export interface Session {
  token: string;
  userId: number;
  appRedirectStatus: 0 | 1;
}

/** Logs a number in through the API alone (code from the sandbox), for journeys that start signed in. */
export async function loginThroughApi(request: APIRequestContext, mobile: string): Promise<Session> {
  await sendLoginCode(request, mobile);
  const captcha = await latestSmsCode(request, mobile);
  const response = await request.post('/api/authentication/mobileLogin', {
    headers: CLIENT_HEADERS,
    data: { mobile, captcha, deviceType: 4, deviceBrand: 'e2e', appChannelCode: 'h5' },
  });
  const data = await unwrap<{ token: string; id: number; appRedirectStatus: 0 | 1 }>(response, 'mobileLogin');
  return { token: data.token, userId: data.id, appRedirectStatus: data.appRedirectStatus };
}

export interface DevBorrower {
  mobile: string;
  userId: number;
  orderId?: number;
  planIds?: number[];
}

/**
 * A ready-made borrower: the user with KYC steps 1 to 3 done, and with `loan` an applied, decided and disbursed loan.
 * The borrower still logs in the normal way, with an SMS code.
 */
export async function createDevBorrower(
  request: APIRequestContext,
  options: { mobile?: string; loan?: { amount: number; term: number }; nrcNumber?: string } = {},
): Promise<DevBorrower> {
  const mobile = options.mobile ?? uniqueMobile();
  const response = await request.post('/api/dev/borrowers', {
    data: { mobile, ...(options.loan ? { loan: options.loan } : {}), ...(options.nrcNumber ? { nrcNumber: options.nrcNumber } : {}) },
  });
  return unwrap<DevBorrower>(response, 'POST /api/dev/borrowers');
}
