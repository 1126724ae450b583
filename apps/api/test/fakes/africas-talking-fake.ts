import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';

export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | undefined;
  apiKey: string | undefined;
  accept: string | undefined;
}

/** What the fake's delivery reports say: Success, or a final failure with its reason (as Africa's Talking posts them). */
export type FakeDelivery = { status: 'Success' } | { status: 'Failed' | 'Rejected'; failureReason: string } | null;

/**
 * A local stand-in for Africa's Talking's messaging API (POST /version1/messaging, form-encoded, apiKey header),
 * answering as the documented API does. `mode` makes it refuse ('invalid-number', 401) or fail (500).
 * `reportDeliveries(url)` makes it post a delivery report (form fields id, status, phoneNumber, networkCode,
 * failureReason, retryCount) to the account's callback URL after each accepted message, as the gateway does.
 */
const REPORT_DELAY_MS = 250;

export async function startAfricasTalkingFake(apiKey = 'at-test-key-0123456789abcdef') {
  const received: FakeSms[] = [];
  let mode: 'ok' | 'invalid-number' | 'unauthorized' | 'down' = 'ok';
  let reportUrl: string | null = null;
  let delivery: FakeDelivery = { status: 'Success' };
  const reports: Array<Promise<number>> = [];
  const report = (id: string, to: string, url: string, outcome: NonNullable<FakeDelivery>): Promise<number> => {
    const form = new URLSearchParams({ id, status: outcome.status, phoneNumber: to, networkCode: '64502', retryCount: '0', ...('failureReason' in outcome ? { failureReason: outcome.failureReason } : {}) });
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() }).then((r) => r.status, () => 0);
  };
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post('/version1/messaging', async (req, reply) => {
    const form = req.body as Record<string, string>;
    const key = req.headers.apikey as string | undefined;
    if (mode === 'down') return reply.code(500).send('Internal Server Error');
    if (mode === 'unauthorized' || key !== apiKey) return reply.code(401).send('The supplied authentication is invalid');
    received.push({ username: form.username ?? '', to: form.to ?? '', message: form.message ?? '', from: form.from, apiKey: key, accept: req.headers.accept });
    const ok = mode === 'ok';
    // Ids unique across fakes (test files share a PostgreSQL database); the report as configured when accepted.
    const messageId = `ATXid_${randomUUID()}`;
    const [url, outcome] = [reportUrl, delivery];
    // The report follows the answer by a moment, as the gateway's do (seconds there): after the sender has stored the
    // message id, even on a loaded machine; reportsPosted() waits for it.
    if (ok && url && outcome) reports.push(new Promise<number>((done) => setTimeout(() => done(report(messageId, form.to ?? '', url, outcome)), REPORT_DELAY_MS)));
    return reply.code(201).send({
      SMSMessageData: {
        Message: ok ? 'Sent to 1/1 Total Cost: ZMW 0.3000' : 'Sent to 0/1 Total Cost: 0',
        Recipients: [
          ok
            ? { statusCode: 101, number: form.to, status: 'Success', cost: 'ZMW 0.3000', messageId }
            : { statusCode: 403, number: form.to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' },
        ],
      },
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    apiKey,
    received,
    setMode: (m: typeof mode) => {
      mode = m;
    },
    /** Post delivery reports to `url` (null: none), saying `outcome`. */
    reportDeliveries: (url: string | null, outcome: FakeDelivery = { status: 'Success' }) => {
      reportUrl = url;
      delivery = outcome;
    },
    /** The HTTP statuses of the delivery reports posted so far (waits for those in flight). */
    reportsPosted: () => Promise.all(reports),
    close: () => app.close(),
  };
}
