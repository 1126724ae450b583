import { FakeOperator, type FakeTx, type OperatorCall, type Recorded, type Reply } from './fake-operator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** MTN MoMo Open API as documented: token, requesttopay / transfer (202, 409 on a reused X-Reference-Id), status. */
export class FakeMtn extends FakeOperator {
  readonly tokens = { issued: 0 };
  constructor(readonly creds = { apiUser: 'u', apiKey: 'k', subscriptionKey: 's' }) {
    super();
    // MTN calls back with PUT on the X-Callback-Url.
    this.callbackMethod = 'PUT';
  }

  classify(req: Recorded): OperatorCall {
    const m = /^\/(collection|disbursement)\/(token\/|v1_0\/(?:requesttopay|transfer)(?:\/(.+))?)$/.exec(req.path);
    if (!m) return { op: 'other' };
    const kind = m[1] as FakeTx['kind'];
    if (m[2] === 'token/') return { op: 'token', kind };
    if (req.method === 'GET' && m[3]) return { op: 'status', kind, reference: decodeURIComponent(m[3]) };
    if (req.method === 'POST' && !m[3]) return { op: 'create', kind, reference: String(req.headers['x-reference-id'] ?? '') };
    return { op: 'other' };
  }

  protected route(req: Recorded): Reply {
    const m = /^\/(collection|disbursement)\/(token\/|v1_0\/(requesttopay|transfer)(?:\/(.+))?)$/.exec(req.path);
    if (!m) return { status: 404 };
    const kind = m[1] as FakeTx['kind'];
    if (req.headers['ocp-apim-subscription-key'] !== this.creds.subscriptionKey) return { status: 401 };
    if (m[2] === 'token/') {
      const basic = Buffer.from(`${this.creds.apiUser}:${this.creds.apiKey}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return { status: 401 };
      this.tokens.issued += 1;
      return { status: 200, body: { access_token: `tok-${kind}`, token_type: 'access_token', expires_in: 3600 } };
    }
    if (req.headers.authorization !== `Bearer tok-${kind}`) return { status: 401 };
    if (req.headers['x-target-environment'] !== 'mtnzambia') return { status: 400, body: { code: 'INVALID_TARGET' } };
    const id = m[4];
    if (req.method === 'GET' && id) {
      const tx = this.txs.get(decodeURIComponent(id));
      if (!tx || tx.kind !== kind) return { status: 404, body: { code: 'RESOURCE_NOT_FOUND' } };
      return { status: 200, body: this.callbackBody(tx) };
    }
    const ref = String(req.headers['x-reference-id'] ?? '');
    if (!UUID.test(ref)) return { status: 400, body: { code: 'INVALID_REFERENCE_ID' } };
    if (this.txs.has(ref)) return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST' } };
    const b = req.body as { amount: string; payer?: { partyId: string }; payee?: { partyId: string } };
    const party = (kind === 'collection' ? b.payer : b.payee)?.partyId ?? '';
    this.txs.set(ref, { id: ref, kind, amount: b.amount, msisdn: party, status: 'PENDING', callbackUrl: req.headers['x-callback-url'] as string | undefined });
    if (this.hangCreates > 0) {
      this.hangCreates -= 1;
      return 'hang';
    }
    return { status: 202 };
  }

  protected callbackBody(tx: FakeTx): unknown {
    return {
      financialTransactionId: tx.status === 'SUCCESSFUL' ? `MTN${tx.id.slice(0, 6)}` : undefined,
      externalId: tx.id,
      amount: tx.amount,
      currency: 'ZMW',
      [tx.kind === 'collection' ? 'payer' : 'payee']: { partyIdType: 'MSISDN', partyId: tx.msisdn },
      status: tx.status,
      ...(tx.status === 'FAILED' ? { reason: 'APPROVAL_REJECTED' } : {}),
    };
  }
}
