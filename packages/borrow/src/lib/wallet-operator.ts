// No number portability in Zambia, so the prefix names the operator (docs/product.md#mobile-money); the server decides the same way.
const OPERATORS: Record<string, WalletOperator> = {
  '096': 'MTN MoMo',
  '076': 'MTN MoMo',
  '056': 'MTN MoMo',
  '097': 'Airtel Money',
  '077': 'Airtel Money',
  '057': 'Airtel Money',
  '095': 'Zamtel Kwacha',
  '075': 'Zamtel Kwacha',
  '055': 'Zamtel Kwacha',
};

export type WalletOperator = 'MTN MoMo' | 'Airtel Money' | 'Zamtel Kwacha';

/** The wallet a 10-digit number belongs to, or null when the prefix is no Zambian operator's. */
export function walletOperator(mobile: string): WalletOperator | null {
  return OPERATORS[mobile.slice(0, 3)] ?? null;
}
