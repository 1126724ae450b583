import { formatKwacha } from '@pocket/contracts/money';

/** A loan product as seeded in the database (amounts in ngwee, rates in basis points: 1% = 100). */
export interface Product {
  id: number;
  code: 'POCKET_LOAN' | 'POCKET_STAGES';
  name: string;
  minAmount: number;
  maxAmount: number;
  step: number;
  /** Single-bill products offer several terms, each with its flat interest rate. */
  terms: ProductTerm[];
  /** 1 for a single bill; more for instalments (each stage lasts the term's days and carries its rate). */
  stages: number;
  serviceFeeBp: number;
  serviceFeeMin: number;
  penaltyDailyBp: number;
  penaltyCapBp: number;
  extensionFeeBp: number;
  maxExtensions: number;
  extensionDaysBefore: number;
  extensionDaysAfter: number;
}

export interface ProductTerm {
  days: number;
  interestBp: number;
}

const K = 100;

/** The seeded defaults of docs/product.md#loan-products-and-pricing; the database holds the live values. */
export const DEFAULT_PRODUCTS: Product[] = [
  {
    id: 1,
    code: 'POCKET_LOAN',
    name: 'Pocket Loan',
    minAmount: 200 * K,
    maxAmount: 5_000 * K,
    step: 100 * K,
    terms: [
      { days: 7, interestBp: 1_000 },
      { days: 14, interestBp: 1_400 },
      { days: 30, interestBp: 1_800 },
    ],
    stages: 1,
    serviceFeeBp: 200,
    serviceFeeMin: 5 * K,
    penaltyDailyBp: 100,
    penaltyCapBp: 3_000,
    extensionFeeBp: 800,
    maxExtensions: 2,
    extensionDaysBefore: 3,
    extensionDaysAfter: 15,
  },
  {
    id: 2,
    code: 'POCKET_STAGES',
    name: 'Pocket Stages',
    minAmount: 1_000 * K,
    maxAmount: 10_000 * K,
    step: 500 * K,
    terms: [{ days: 14, interestBp: 600 }],
    stages: 3,
    serviceFeeBp: 200,
    serviceFeeMin: 5 * K,
    penaltyDailyBp: 100,
    penaltyCapBp: 3_000,
    extensionFeeBp: 800,
    maxExtensions: 2,
    extensionDaysBefore: 3,
    extensionDaysAfter: 15,
  },
];

/** Why an amount/term does not fit a product, or null when it does. */
export function productRefusal(product: Product, amount: number, termDays: number): string | null {
  if (!product.terms.some((t) => t.days === termDays)) {
    return `The term must be one of ${product.terms.map((t) => t.days).join(', ')} days`;
  }
  if (amount < product.minAmount || amount > product.maxAmount) {
    return `The amount must be between ${formatKwacha(product.minAmount)} and ${formatKwacha(product.maxAmount)}`;
  }
  if ((amount - product.minAmount) % product.step !== 0) {
    return `The amount must be in steps of ${formatKwacha(product.step)}`;
  }
  return null;
}
