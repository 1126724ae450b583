import type { Db } from '../../db/client';
import type { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import type { Answer, InTransaction, PaymentEngine } from '../payments/plugin';
import type { LoanAdjustments } from './adjust';
import type { LoanService } from './loan.service';
import type { ApplicationReviews } from './review.service';
import type { ProductCatalogue } from './versions';

/** The lending room's door (`app.lending`): loans, held applications, products and adjustments; built once by the lending plugin. */
export interface LendingContext {
  db: Db;
  registry: MobileMoneyRegistry;
  engine: PaymentEngine;
  loans: LoanService;
  /** Applications the rules held for a person: the queue, a case, approve and reject (the application desk uses it). */
  reviews: ApplicationReviews;
  /** Product versions: the catalogue desk's door (list, add a version for new loans from a date). */
  products: ProductCatalogue;
  /** The adjustments desk's door to bills and loans: waive, write off, extend by hand (docs/adjustments.md). */
  adjust: LoanAdjustments;
  idempotent(scope: string, key: string | string[] | undefined, body: unknown, run: () => Promise<Answer>): Promise<Answer>;
  /** The same for a handler whose writes are one transaction then a provider call: the key is claimed in that transaction. */
  idempotentTransaction(scope: string, key: string | string[] | undefined, body: unknown, run: (transaction: InTransaction) => Promise<Answer>): Promise<Answer>;
}
