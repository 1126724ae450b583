import { callOperator, kwachaString, TokenCache } from './http';
import {
  type CallbackHint,
  type MobileMoneyProvider,
  type MoneyRequest,
  ProviderError,
  type ProviderStatus,
  type StatusAnswer,
  type TransactionKind,
} from './types';

export interface MtnConfig {
  baseUrl: string;
  targetEnvironment: string;
  currency: string;
  collection: { subscriptionKey: string; apiUser: string; apiKey: string };
  disbursement: { subscriptionKey: string; apiUser: string; apiKey: string };
  callbackUrl?: string;
  timeoutMs: number;
}

const PRODUCT = { collection: 'collection', disbursement: 'disbursement' } as const;
const PATH = { collection: 'requesttopay', disbursement: 'transfer' } as const;

/** MTN MoMo Open API: Collections requesttopay and Disbursements transfer, each with its own token and key. */
export class MtnMomoProvider implements MobileMoneyProvider {
  readonly name = 'mtn' as const;
  readonly #tokens: Record<TransactionKind, TokenCache>;

  constructor(private readonly cfg: MtnConfig) {
    this.#tokens = {
      collection: new TokenCache(() => this.#token('collection')),
      disbursement: new TokenCache(() => this.#token('disbursement')),
    };
  }

  async #token(kind: TransactionKind): Promise<{ token: string; expiresInS: number }> {
    const creds = this.cfg[kind];
    const basic = Buffer.from(`${creds.apiUser}:${creds.apiKey}`).toString('base64');
    const res = await callOperator(
      `${this.cfg.baseUrl}/${PRODUCT[kind]}/token/`,
      { method: 'POST', headers: { Authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': creds.subscriptionKey } },
      this.cfg.timeoutMs,
    );
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !body?.access_token) throw new ProviderError('unavailable', `MTN ${kind} token refused (${res.status})`);
    return { token: body.access_token, expiresInS: body.expires_in ?? 3600 };
  }

  async #headers(kind: TransactionKind, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    return {
      Authorization: `Bearer ${await this.#tokens[kind].get()}`,
      'X-Target-Environment': this.cfg.targetEnvironment,
      'Ocp-Apim-Subscription-Key': this.cfg[kind].subscriptionKey,
      ...extra,
    };
  }

  async #create(kind: TransactionKind, req: MoneyRequest): Promise<void> {
    const party = { partyIdType: 'MSISDN', partyId: `26${req.msisdn}` };
    const body = {
      amount: kwachaString(req.amount),
      currency: this.cfg.currency,
      externalId: req.reference,
      ...(kind === 'collection' ? { payer: party } : { payee: party }),
      payerMessage: req.note,
      payeeNote: req.note,
    };
    const headers = await this.#headers(kind, {
      'X-Reference-Id': req.reference,
      ...(this.cfg.callbackUrl ? { 'X-Callback-Url': this.cfg.callbackUrl } : {}),
    });
    const res = await callOperator(`${this.cfg.baseUrl}/${PRODUCT[kind]}/v1_0/${PATH[kind]}`, { method: 'POST', headers, body }, this.cfg.timeoutMs);
    // 409: this X-Reference-Id exists already (our earlier attempt got through): the status call will tell.
    if (res.status === 202 || res.status === 409) return;
    if (res.status === 401) this.#tokens[kind].clear();
    if (res.status >= 500 || res.status === 401) throw new ProviderError('unavailable', `MTN answered ${res.status}`);
    throw new ProviderError('rejected', `MTN refused the request (${res.status})`);
  }

  requestToPay(req: MoneyRequest): Promise<void> {
    return this.#create('collection', req);
  }

  transfer(req: MoneyRequest): Promise<void> {
    return this.#create('disbursement', req);
  }

  async status(kind: TransactionKind, reference: string): Promise<StatusAnswer> {
    const res = await callOperator(
      `${this.cfg.baseUrl}/${PRODUCT[kind]}/v1_0/${PATH[kind]}/${encodeURIComponent(reference)}`,
      { method: 'GET', headers: await this.#headers(kind) },
      this.cfg.timeoutMs,
    );
    if (res.status === 404) return { status: 'NOT_FOUND' };
    if (res.status !== 200) throw new ProviderError('unavailable', `MTN status answered ${res.status}`);
    const body = res.body as { status?: string; reason?: unknown; financialTransactionId?: string };
    const map: Record<string, ProviderStatus> = { PENDING: 'PENDING', SUCCESSFUL: 'SUCCESSFUL', FAILED: 'FAILED' };
    return {
      status: map[body.status ?? ''] ?? 'PENDING',
      ...(body.reason ? { reason: typeof body.reason === 'string' ? body.reason : JSON.stringify(body.reason) } : {}),
      ...(body.financialTransactionId ? { providerTxId: body.financialTransactionId } : {}),
    };
  }

  /** MTN calls back with the same body as the status answer; externalId is our reference. */
  parseCallback(body: unknown): CallbackHint | null {
    const b = body as { externalId?: unknown; referenceId?: unknown } | null;
    const ref = b?.externalId ?? b?.referenceId;
    return typeof ref === 'string' && ref.length <= 64 ? { reference: ref } : null;
  }
}
