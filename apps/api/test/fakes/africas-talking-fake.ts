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

/**
 * A local stand-in for Africa's Talking's messaging API (POST /version1/messaging, form-encoded, apiKey header),
 * answering as the documented API does. `mode` makes it refuse ('invalid-number', 401) or fail (500).
 */
export async function startAfricasTalkingFake(apiKey = 'at-test-key-0123456789abcdef') {
  const received: FakeSms[] = [];
  let mode: 'ok' | 'invalid-number' | 'unauthorized' | 'down' = 'ok';
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
    return reply.code(201).send({
      SMSMessageData: {
        Message: ok ? 'Sent to 1/1 Total Cost: ZMW 0.3000' : 'Sent to 0/1 Total Cost: 0',
        Recipients: [
          ok
            ? { statusCode: 101, number: form.to, status: 'Success', cost: 'ZMW 0.3000', messageId: `ATXid_${received.length}` }
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
    close: () => app.close(),
  };
}
