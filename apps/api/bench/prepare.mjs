// Sandbox borrowers for a bench run: each created with a disbursed loan through POST /api/dev/borrowers, then logged
// in with a code from the sandbox outbox, the way a phone does.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const CLIENT_HEADERS = {
  appName: 'Pocket',
  AppVersionCode: '1016',
  'X-TenantID': 'tenant_23',
  lang: 'en',
  deviceBrand: 'bench',
  appChannelCode: 'h5',
};

const uniqueMobile = () => `097${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export async function call(base, method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...CLIENT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Fresh signed-call headers (docs/product.md#calls: sign = MD5(uid + nonce + timestamp)); never the same nonce twice. */
export function signed(session) {
  const nonce = randomBytes(9).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 6).padEnd(6, 'x');
  const timestamp = String(Date.now());
  const sign = createHash('md5').update(session.uid + nonce + timestamp).digest('hex');
  return { ...CLIENT_HEADERS, token: session.token, uid: session.uid, nonce, timestamp, sign };
}

/** The read cases' loan (Pocket Loan, one bill) and the submit case's extra loans (Pocket Stages: three bills). */
export const LOANS = {
  single: { amount: 500, term: 7 },
  stages: { amount: 1000, term: 14, productId: 2 },
};

/**
 * A new sandbox borrower on a random number. On a kept database (the risk bench's million borrowers) an earlier run's
 * borrower may hold the number drawn, with a loan in progress (409): another number is drawn, at most five times.
 */
async function newBorrower(base, loan, nrcNumber) {
  for (let attempt = 1; ; attempt += 1) {
    const mobile = uniqueMobile();
    try {
      return { mobile, borrower: await call(base, 'POST', '/api/dev/borrowers', { mobile, ...(loan ? { loan } : {}), ...(nrcNumber ? { nrcNumber } : {}) }) };
    } catch (err) {
      if (attempt >= 5 || !String(err).includes(': 409 ')) throw err;
    }
  }
}

async function oneBorrower(base, loan, nrcNumber) {
  const { mobile, borrower } = await newBorrower(base, loan, nrcNumber);
  await call(base, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, {});
  const { messages } = await call(base, 'GET', `/api/dev/sms?mobile=${mobile}`);
  const login = await call(base, 'POST', '/api/authentication/mobileLogin', {
    mobile,
    // The newest message with a code: the paid-out SMS of the borrower's loan (docs/messages.md) may come after it.
    captcha: messages.find((message) => message.code).code,
    deviceType: 4,
    deviceBrand: 'bench',
    appChannelCode: 'h5',
  });
  return { mobile, token: login.token, uid: randomBytes(8).toString('hex'), orderId: borrower.orderId, planId: borrower.planIds?.[0], planIds: borrower.planIds ?? [] };
}

/** `count` borrowers made by `make`, `parallel` at a time. */
export async function prepareMany(count, make, parallel = 16) {
  const sessions = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next += 1;
        sessions.push(await make());
      }
    }),
  );
  return sessions;
}

/**
 * `count` borrowers with a disbursed loan; answers their sessions (token, uid, orderId, first bill, every bill).
 * `nrcOf` (optional) gives each one's NRC number (else the sandbox picks one at random, which may be another
 * account's on a large generated book, and that sends the KYC to a person).
 */
export function prepareBorrowers(base, count, loan = LOANS.single, parallel = 16, nrcOf = undefined) {
  return prepareMany(count, () => oneBorrower(base, loan, nrcOf?.()), parallel);
}

/** A borrower without a loan, logged in: the start of a stage (phone) order. */
export async function loggedInBorrower(base) {
  return oneBorrower(base, undefined);
}
