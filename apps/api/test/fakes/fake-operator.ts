import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeTx {
  id: string;
  kind: 'collection' | 'disbursement';
  amount: string;
  msisdn: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  callbackUrl?: string;
}

export type Reply = { status: number; body?: unknown } | 'hang';

/**
 * The common part of a fake operator: a real HTTP server on 127.0.0.1 with a random port, a record of every
 * request, its transactions, and switches for the failure modes a real operator shows (accept then drop the reply).
 */
export abstract class FakeOperator {
  readonly requests: Recorded[] = [];
  readonly txs = new Map<string, FakeTx>();
  /** The next N create calls are accepted (stored) but never answered, like a reply lost on the way. */
  hangCreates = 0;
  #server: Server | null = null;
  #hung = new Set<ServerResponse>();
  url = '';

  protected abstract route(req: Recorded): Reply;
  protected abstract callbackBody(tx: FakeTx): unknown;

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const rec: Recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
        this.requests.push(rec);
        const reply = this.route(rec);
        if (reply === 'hang') {
          this.#hung.add(res);
          return;
        }
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((r) => this.#server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.#hung) res.destroy();
    this.#server?.closeAllConnections();
    await new Promise<void>((r) => this.#server?.close(() => r()) ?? r());
  }

  /** The wallet owner approves or declines; the operator then calls back (possibly twice, possibly late). */
  async settle(
    id: string,
    status: 'SUCCESSFUL' | 'FAILED',
    callback: { times?: number; delayMs?: number; url?: string } = {},
  ): Promise<void> {
    const tx = this.txs.get(id);
    if (!tx) throw new Error(`no transaction ${id}`);
    tx.status = status;
    const url = callback.url ?? tx.callbackUrl;
    if (!url) return;
    if (callback.delayMs) await new Promise((r) => setTimeout(r, callback.delayMs));
    for (let i = 0; i < (callback.times ?? 1); i += 1) {
      // An operator does not care whether its callback was received.
      await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(this.callbackBody(tx)) }).catch(
        () => undefined,
      );
    }
  }

  creates(): Recorded[] {
    return this.requests.filter((r) => r.method === 'POST' && !r.path.includes('token'));
  }
}
