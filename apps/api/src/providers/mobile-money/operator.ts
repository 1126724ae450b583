import { OperatorNotSupportedError, type Operator } from './types';

// No number portability in Zambia: the prefix names the operator.
const PREFIXES: Record<string, Operator> = {
  '096': 'MTN', '076': 'MTN', '056': 'MTN',
  '097': 'AIRTEL', '077': 'AIRTEL', '057': 'AIRTEL',
  '095': 'ZAMTEL', '075': 'ZAMTEL', '055': 'ZAMTEL',
};

export const ZAMTEL_NOT_SUPPORTED =
  'Zamtel Kwacha wallets are not supported yet. Please use an MTN or Airtel Money number.';
export const UNKNOWN_OPERATOR = 'This number does not belong to a mobile-money operator we support (MTN or Airtel).';

export function operatorOf(msisdn: string): Operator | null {
  return PREFIXES[msisdn.slice(0, 3)] ?? null;
}

/** The operator to use for a wallet, or a clear refusal. Zamtel needs an aggregator we do not have yet. */
export function requireSupportedOperator(msisdn: string): 'MTN' | 'AIRTEL' {
  const op = operatorOf(msisdn);
  if (op === 'ZAMTEL') throw new OperatorNotSupportedError(ZAMTEL_NOT_SUPPORTED);
  if (!op) throw new OperatorNotSupportedError(UNKNOWN_OPERATOR);
  return op;
}
