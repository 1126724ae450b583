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

/** What an API call is, as the fault layer (operator-faults.ts) needs to know it. */
export interface OperatorCall {
  op: 'token' | 'create' | 'status' | 'other';
  kind?: FakeTx['kind'];
  /** The transaction the call creates or asks about. */
  reference?: string;
}

/** Answers a call in place of `route` (operator-faults.ts): delays, errors, no answer, then `route` or not. */
export type CallHandler = (req: Recorded, call: OperatorCall, route: () => Reply) => Reply | Promise<Reply>;

/**
 * The common part of a fake operator: a real HTTP server on 127.0.0.1 with a random port, a record of every
 * request, its transactions, and switches for the failure modes a real operator shows (accept then drop the reply).
 */
export abstract class FakeOperator {
  readonly requests: Recorded[] = [];
  readonly txs = new Map<string, FakeTx>();
  /** The next N create calls are accepted (stored) but never answered, like a reply lost on the way. */
  hangCreates = 0;
  /** Off: requests are not kept in `requests` (a long benchmark would keep millions). */
  record = true;
  /** Set by the fault layer: every call goes through it. */
  handler: CallHandler | null = null;
  /** The HTTP method of callbacks. */
  protected callbackMethod: 'POST' | 'PUT' = 'POST';
  #server: Server | null = null;
  #hung = new Set<ServerResponse>();
  url = '';

  protected abstract route(req: Recorded): Reply;
  protected abstract callbackBody(tx: FakeTx): unknown;
  /** Which call this is (token, create, status) and the transaction it is about. */
  abstract classify(req: Recorded): OperatorCall;

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const rec: Recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
        if (this.record) this.requests.push(rec);
        const route = () => this.route(rec);
        Promise.resolve(this.handler ? this.handler(rec, this.classify(rec), route) : route()).then(
          (reply) => this.#answer(res, reply),
          () => this.#answer(res, { status: 500 }),
        );
      });
    });
    await new Promise<void>((r) => this.#server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
    return this;
  }

  #answer(res: ServerResponse, reply: Reply): void {
    if (reply === 'hang') {
      // Held until the caller gives up (its time-out closes the connection) or the fake stops.
      this.#hung.add(res);
      res.once('close', () => this.#hung.delete(res));
      return;
    }
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  }

  /** Sends the transaction's callback (the body a status query answers) to `url`; whether it arrived does not matter. */
  async sendCallback(tx: FakeTx, url: string): Promise<boolean> {
    try {
      const res = await fetch(url, { method: this.callbackMethod, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(this.callbackBody(tx)) });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
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
    // An operator does not care whether its callback was received.
    for (let i = 0; i < (callback.times ?? 1); i += 1) await this.sendCallback(tx, url);
  }

  creates(): Recorded[] {
    return this.requests.filter((r) => r.method === 'POST' && !r.path.includes('token'));
  }
}
