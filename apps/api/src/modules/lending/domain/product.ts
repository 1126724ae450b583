import { formatKwacha } from '@pocket/contracts/money';

/**
 * One version of a loan product's terms and prices (amounts in ngwee, rates in basis points: 1% = 100). A loan keeps
 * the version (`id`) it was applied for; new loans take the version current at the time (`currentVersionOf`).
 */
export interface Product {
  id: number;
  code: 'POCKET_LOAN' | 'POCKET_STAGES';
  /** 1, 2, ... per code. */
  version: number;
  /** ISO instant from which new loans take this version. */
  effectiveFrom: string;
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

/** The seeded first versions apply from long before any loan. */
export const FIRST_VERSION_FROM = '2000-01-01T00:00:00.000Z';

/** The seeded defaults of docs/product.md#loan-products-and-pricing; the database holds the live values. */
export const DEFAULT_PRODUCTS: Product[] = [
  {
    id: 1,
    code: 'POCKET_LOAN',
    version: 1,
    effectiveFrom: FIRST_VERSION_FROM,
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
    version: 1,
    effectiveFrom: FIRST_VERSION_FROM,
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

/** Later first: the latest effectiveFrom, then the higher version (two versions from the same day). */
const newerFirst = (a: Product, b: Product) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.version - a.version;

/** The version of product `code` that new loans take at `at`: the latest that is already effective; null when none. */
export function currentVersionOf(versions: readonly Product[], code: string, at: Date): Product | null {
  const now = at.toISOString();
  return versions.filter((p) => p.code === code && p.effectiveFrom <= now).sort(newerFirst)[0] ?? null;
}

/** The current version of every product code among `versions`, ordered by the first version's id (the list's order). */
export function currentVersions(versions: readonly Product[], at: Date): Product[] {
  const codes = [...new Set([...versions].sort((a, b) => a.id - b.id).map((p) => p.code))];
  return codes.map((code) => currentVersionOf(versions, code, at)).filter((p): p is Product => p !== null);
}
