// autocannon, in-process, against loopback: one case = one route under N connections; signed calls get fresh
// headers per request (a nonce is never replayed), submits walk a list of distinct bills.
import autocannon from 'autocannon';

import { CLIENT_HEADERS, signed } from './prepare.mjs';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `status`: the answer a case expects (200: any 2xx); other answers count as errors, and only expected ones as served. */
function summary(name, result, seconds = result.duration, status = 200) {
  const ok = status === 200 ? result['2xx'] : (result.statusCodeStats?.[status]?.count ?? 0);
  return {
    name,
    reqPerSec: Math.round(ok / (seconds || 1)),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['2xx'] + result.non2xx - ok,
    requests: result.requests.total,
  };
}

export async function bare(url, { connections, duration }) {
  return summary('bare Fastify, constant JSON', await run({ url: `${url}/`, connections, duration }));
}

export async function productList(url, { connections, duration }) {
  const result = await run({ url: `${url}/api/v4/product/list`, connections, duration, headers: CLIENT_HEADERS });
  return summary('GET /api/v4/product/list', result);
}

/**
 * A signed call spread over all sessions (one user per request, round robin). `status`: the answer expected (a refused
 * call's, bench/cases.mjs REFUSED_CALLS); `headers` over the client's (bench/languages.mjs: another `lang`).
 */
export async function signedCase(url, sessions, { name, method, path, body, status = 200 }, { connections, duration }, headers = {}) {
  let i = 0;
  const result = await run({
    url,
    connections,
    duration,
    requests: [
      {
        method,
        setupRequest(req) {
          const session = sessions[i++ % sessions.length];
          return {
            ...req,
            path: path(session),
            headers: { ...signed(session), 'content-type': 'application/json', ...headers },
            body: body ? JSON.stringify(body(session)) : '{}',
          };
        },
      },
    ],
  });
  return summary(name, result, result.duration, status);
}

/** Every bill of every session repaid once (bizType 1, K100 of it), an Idempotency-Key each, one request per bill. */
export async function submits(url, sessions, { connections }) {
  const bills = sessions.flatMap((session) => session.planIds.map((planId) => ({ session, planId })));
  let i = 0;
  // autocannon notices that `amount` is reached only at its 1-second tick, so its duration is rounded up to whole
  // seconds (601 submits in 1.2 s counted as 2 s); the rate here is over the time to the last answer instead.
  const started = Date.now();
  let lastAnswer = started;
  const result = await run({
    url,
    connections: Math.min(connections, bills.length),
    amount: bills.length,
    requests: [
      {
        method: 'POST',
        setupRequest(req) {
          const { session, planId } = bills[i++];
          return {
            ...req,
            path: '/api/order/payment/api/submitRepayApplyV2',
            headers: { ...signed(session), 'content-type': 'application/json', 'idempotency-key': `bench-${planId}-${session.uid}` },
            body: JSON.stringify({ bizType: 1, planId, payAmount: '100' }),
          };
        },
        onResponse() {
          lastAnswer = Date.now();
        },
      },
    ],
  });
  return summary(`POST submitRepayApplyV2, ${bills.length} distinct bills`, result, (lastAnswer - started) / 1000);
}
