import { callOperator, TokenCache } from './http';
import {
  type CallbackHint,
  type MobileMoneyProvider,
  type MoneyRequest,
  ProviderError,
  type ProviderStatus,
  type StatusAnswer,
  type TransactionKind,
} from './types';

export interface AirtelConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
  /** Encrypted disbursement PIN, as Airtel issues it. */
  disbursementPin: string;
  timeoutMs: number;
}

// Airtel transaction status codes: TS success, TF failed, TIP in progress, TA ambiguous (ask again later).
const STATUS: Record<string, ProviderStatus> = { TS: 'SUCCESSFUL', TF: 'FAILED', TIP: 'PENDING', TA: 'PENDING' };
const PATH = { collection: '/standard/v1/payments/', disbursement: '/standard/v1/disbursements/' } as const;

/** Airtel Money Open API: OAuth2 client credentials, collections (USSD push) and disbursements. */
export class AirtelMoneyProvider implements MobileMoneyProvider {
  readonly name = 'airtel' as const;
  readonly #token: TokenCache;

  constructor(private readonly cfg: AirtelConfig) {
    this.#token = new TokenCache(async () => {
      const res = await callOperator(
        `${cfg.baseUrl}/auth/oauth2/token`,
        { method: 'POST', headers: {}, body: { client_id: cfg.clientId, client_secret: cfg.clientSecret, grant_type: 'client_credentials' } },
        cfg.timeoutMs,
      );
      const body = res.body as { access_token?: string; expires_in?: number | string } | null;
      if (res.status !== 200 || !body?.access_token) throw new ProviderError('unavailable', `Airtel token refused (${res.status})`);
      return { token: body.access_token, expiresInS: Number(body.expires_in ?? 180) };
    });
  }

  async #headers(): Promise<Record<string, string>> {
    return { Authorization: `Bearer ${await this.#token.get()}`, 'X-Country': this.cfg.country, 'X-Currency': this.cfg.currency, Accept: '*/*' };
  }

  /** Airtel wants the number without the country code: 0971234567 -> 971234567. */
  static msisdn(local: string): string {
    return local.replace(/^0/, '');
  }

  async #post(path: string, body: unknown): Promise<void> {
    const res = await callOperator(`${this.cfg.baseUrl}${path}`, { method: 'POST', headers: await this.#headers(), body }, this.cfg.timeoutMs);
    const status = (res.body as { status?: { success?: boolean; code?: string } } | null)?.status;
    if (res.status === 200 && status?.success !== false) return;
    if (res.status === 401) this.#token.clear();
    if (res.status >= 500 || res.status === 401) throw new ProviderError('unavailable', `Airtel answered ${res.status}`);
    // DP00800001008 / duplicate transaction id: our earlier attempt got through; the status call will tell.
    if (JSON.stringify(res.body).includes('Duplicate')) return;
    throw new ProviderError('rejected', `Airtel refused the request (${res.status})`);
  }

  requestToPay(req: MoneyRequest): Promise<void> {
    return this.#post('/merchant/v1/payments/', {
      reference: req.note.slice(0, 64),
      subscriber: { country: this.cfg.country, currency: this.cfg.currency, msisdn: AirtelMoneyProvider.msisdn(req.msisdn) },
      transaction: { amount: req.amount / 100, country: this.cfg.country, currency: this.cfg.currency, id: req.reference },
    });
  }

  transfer(req: MoneyRequest): Promise<void> {
    return this.#post('/standard/v1/disbursements/', {
      payee: { msisdn: AirtelMoneyProvider.msisdn(req.msisdn), wallet_type: 'NORMAL' },
      reference: req.note.slice(0, 64),
      pin: this.cfg.disbursementPin,
      transaction: { amount: req.amount / 100, id: req.reference, type: 'B2C' },
    });
  }

  async status(kind: TransactionKind, reference: string): Promise<StatusAnswer> {
    const res = await callOperator(`${this.cfg.baseUrl}${PATH[kind]}${encodeURIComponent(reference)}`, { method: 'GET', headers: await this.#headers() }, this.cfg.timeoutMs);
    if (res.status === 404) return { status: 'NOT_FOUND' };
    if (res.status !== 200) throw new ProviderError('unavailable', `Airtel status answered ${res.status}`);
    const tx = (res.body as { data?: { transaction?: { status?: string; message?: string; airtel_money_id?: string } } }).data?.transaction;
    if (!tx?.status) return { status: 'NOT_FOUND' };
    return {
      status: STATUS[tx.status] ?? 'PENDING',
      ...(tx.message ? { reason: tx.message } : {}),
      ...(tx.airtel_money_id ? { providerTxId: tx.airtel_money_id } : {}),
    };
  }

  /** Airtel calls back with { transaction: { id, status_code, airtel_money_id, message } }. */
  parseCallback(body: unknown): CallbackHint | null {
    const id = (body as { transaction?: { id?: unknown } } | null)?.transaction?.id;
    return typeof id === 'string' && id.length <= 64 ? { reference: id } : null;
  }
}
