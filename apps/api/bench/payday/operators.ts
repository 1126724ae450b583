/**
 * The payday bench's mobile-money operators in a process of their own (so that their work does not share the load
 * generator's event loop): the MTN MoMo and Airtel Money fakes of test/fakes, misbehaving by PAYDAY_FAULTS (or not
 * at all), and a small admin listener the bench asks for the truth (each transaction's final answer), the faults'
 * counts and where to send callbacks. Started by payday.ts with its settings as a JSON argument; prints its URLs as
 * one JSON line.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { FakeAirtel } from '../../test/fakes/airtel-fake';
import { NO_FAULTS, PAYDAY_FAULTS, withFaults } from '../../test/fakes/fault-profile';
import { FakeMtn } from '../../test/fakes/mtn-fake';
import { type Decision, OperatorFaults } from '../../test/fakes/operator-faults';

export interface OperatorSettings {
  faults: boolean;
  seed: number;
  mtn: { apiUser: string; apiKey: string; subscriptionKey: string };
  airtel: { clientId: string; clientSecret: string };
}

export interface OperatorDecision extends Decision {
  operator: 'mtn' | 'airtel';
  /** Over both operators, from 1. */
  n: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as OperatorSettings;
// Without faults: the owners still take their time, and a transaction is decided by itself with one callback.
const profile = settings.faults ? withFaults(PAYDAY_FAULTS, { seed: settings.seed }) : withFaults(NO_FAULTS, { approval: PAYDAY_FAULTS.approval, transfer: PAYDAY_FAULTS.transfer, seed: settings.seed });
const log: OperatorDecision[] = [];
const mtn = new FakeMtn(settings.mtn);
const airtel = new FakeAirtel(settings.airtel);
const faults = {
  mtn: new OperatorFaults(mtn, profile, { onDecision: (d) => log.push({ ...d, operator: 'mtn', n: log.length + 1 }) }),
  airtel: new OperatorFaults(airtel, withFaults(profile, { seed: settings.seed + 1 }), { onDecision: (d) => log.push({ ...d, operator: 'airtel', n: log.length + 1 }) }),
};
for (const fake of [mtn, airtel]) fake.record = false;
await mtn.start();
await airtel.start();

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const admin = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://admin');
    if (req.method === 'POST' && url.pathname === '/targets') {
      const { urls } = JSON.parse(raw) as { urls: string[] };
      faults.mtn.callbackTargets = urls;
      faults.airtel.callbackTargets = urls;
      // Airtel calls the URL set on the merchant account; MTN the X-Callback-Url of each request (rewritten to the targets).
      airtel.callbackUrl = `${urls[0]}/api/callbacks/airtel`;
      return json(res, { ok: true });
    }
    if (url.pathname === '/decisions') return json(res, log.slice(Number(url.searchParams.get('since') ?? 0)));
    if (url.pathname === '/stats') return json(res, { mtn: faults.mtn.stats, airtel: faults.airtel.stats, rssMiB: Math.round(process.memoryUsage().rss / 1048576) });
    if (url.pathname === '/transactions') {
      const all = (['mtn', 'airtel'] as const).flatMap((operator) =>
        [...(operator === 'mtn' ? mtn : airtel).txs.values()].map((t) => ({ operator, reference: t.id, kind: t.kind, amount: t.amount, status: t.status })),
      );
      return json(res, all);
    }
    res.writeHead(404).end();
  });
});
await new Promise<void>((r) => admin.listen(0, '127.0.0.1', r));
process.stdout.write(`${JSON.stringify({ mtn: mtn.url, airtel: airtel.url, admin: `http://127.0.0.1:${(admin.address() as AddressInfo).port}` })}\n`);

const stop = async () => {
  faults.mtn.stop();
  faults.airtel.stop();
  await Promise.all([mtn.stop(), airtel.stop(), new Promise((r) => admin.close(r))]);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
