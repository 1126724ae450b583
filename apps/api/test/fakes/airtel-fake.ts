import { FakeOperator, type FakeTx, type OperatorCall, type Recorded, type Reply } from './fake-operator';

const CODE = { PENDING: 'TIP', SUCCESSFUL: 'TS', FAILED: 'TF' } as const;
const ok = (data: unknown) => ({ data, status: { code: '200', message: 'SUCCESS', result_code: 'ESB000010', success: true } });

/** Airtel Money Open API as documented: OAuth2 token, collections (USSD push), disbursements, status by id. */
export class FakeAirtel extends FakeOperator {
  /** Airtel sends callbacks to the URL configured on the merchant account. */
  callbackUrl?: string;
  constructor(readonly creds = { clientId: 'cid', clientSecret: 'secret' }) {
    super();
  }

  classify(req: Recorded): OperatorCall {
    if (req.path === '/auth/oauth2/token') return { op: 'token' };
    const m = /^\/(?:merchant|standard)\/v1\/(payments|disbursements)\/(.*)$/.exec(req.path);
    if (!m) return { op: 'other' };
    const kind: FakeTx['kind'] = m[1] === 'payments' ? 'collection' : 'disbursement';
    if (req.method === 'GET') return { op: 'status', kind, reference: decodeURIComponent(m[2] ?? '') };
    const id = (req.body as { transaction?: { id?: unknown } } | null)?.transaction?.id;
    return req.method === 'POST' ? { op: 'create', kind, reference: typeof id === 'string' ? id : '' } : { op: 'other' };
  }

  protected route(req: Recorded): Reply {
    if (req.path === '/auth/oauth2/token') {
      const b = req.body as Record<string, string>;
      if (b.client_id !== this.creds.clientId || b.client_secret !== this.creds.clientSecret || b.grant_type !== 'client_credentials') {
        return { status: 401 };
      }
      return { status: 200, body: { access_token: 'airtel-token', expires_in: '180', token_type: 'bearer' } };
    }
    if (req.headers.authorization !== 'Bearer airtel-token') return { status: 401 };
    if (req.headers['x-country'] !== 'ZM' || req.headers['x-currency'] !== 'ZMW') return { status: 400, body: { status: { success: false, message: 'Invalid country or currency' } } };
    const m = /^\/(?:merchant|standard)\/v1\/(payments|disbursements)\/(.*)$/.exec(req.path);
    if (!m) return { status: 404 };
    const kind: FakeTx['kind'] = m[1] === 'payments' ? 'collection' : 'disbursement';
    if (req.method === 'GET') {
      const tx = this.txs.get(decodeURIComponent(m[2] ?? ''));
      if (!tx || tx.kind !== kind) return { status: 404, body: { status: { success: false, message: 'Transaction not found' } } };
      return { status: 200, body: ok({ transaction: { airtel_money_id: `AM${tx.id.slice(0, 6)}`, id: tx.id, message: tx.status, status: CODE[tx.status] } }) };
    }
    const b = req.body as { subscriber?: { msisdn: string }; payee?: { msisdn: string }; transaction: { id: string; amount: number } };
    const msisdn = (kind === 'collection' ? b.subscriber : b.payee)?.msisdn ?? '';
    if (!/^\d{9}$/.test(msisdn)) return { status: 400, body: { status: { success: false, message: 'Invalid MSISDN' } } };
    if (this.txs.has(b.transaction.id)) {
      return { status: 200, body: { status: { code: '400', success: false, result_code: 'DP00800001008', message: 'Duplicate transaction id' } } };
    }
    this.txs.set(b.transaction.id, { id: b.transaction.id, kind, amount: String(b.transaction.amount), msisdn, status: 'PENDING', callbackUrl: this.callbackUrl });
    if (this.hangCreates > 0) {
      this.hangCreates -= 1;
      return 'hang';
    }
    return { status: 200, body: ok({ transaction: { id: b.transaction.id, status: 'Success.' } }) };
  }

  protected callbackBody(tx: FakeTx): unknown {
    return { transaction: { id: tx.id, message: tx.status, status_code: CODE[tx.status], airtel_money_id: `AM${tx.id.slice(0, 6)}` } };
  }
}
