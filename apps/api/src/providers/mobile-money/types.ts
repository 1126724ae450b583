import { reportProviderError } from '../provider-errors';

/** The operators of Zambia's mobile-money wallets. */
export type Operator = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/** A provider's view of a transaction. NOT_FOUND: it never reached the provider (safe to fail after a while). */
export type ProviderStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'NOT_FOUND';

export type TransactionKind = 'collection' | 'disbursement';

export interface MoneyRequest {
  /** Our UUID for the transaction, saved before the call; the operator's idempotency key. */
  reference: string;
  /** Local 10-digit number, 0XXXXXXXXX. */
  msisdn: string;
  /** ngwee */
  amount: number;
  note: string;
}

export interface StatusAnswer {
  status: ProviderStatus;
  reason?: string;
  /** The operator's own transaction id, when it gives one. */
  providerTxId?: string;
}

/** A callback parsed into the reference it is about. It is only a hint: the engine confirms by a status call. */
export interface CallbackHint {
  reference: string;
  kind?: TransactionKind;
}

export interface MobileMoneyProvider {
  readonly name: 'sandbox' | 'mtn' | 'airtel';
  /** Asks the wallet owner to approve a payment (a PIN prompt). Resolves when the operator accepted the request. */
  requestToPay(req: MoneyRequest): Promise<void>;
  /** Sends money to a wallet (a loan disbursement). */
  transfer(req: MoneyRequest): Promise<void>;
  status(kind: TransactionKind, reference: string): Promise<StatusAnswer>;
  parseCallback(body: unknown): CallbackHint | null;
}

/**
 * timeout/unavailable: the outcome is unknown, the reference may exist at the operator: keep it PENDING and resolve
 * it by a status call, never by a second reference. rejected: the operator refused it; nothing was created.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'rejected',
    message: string,
  ) {
    super(message);
    reportProviderError('mobile-money', kind);
  }
}

export class OperatorNotSupportedError extends Error {}
