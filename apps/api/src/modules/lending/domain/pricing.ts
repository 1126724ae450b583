import { addDays, type BusinessDate } from '@pocket/contracts/lusaka-date';
import { percentOf } from '@pocket/contracts/money';

import type { Product } from './product';

/** One bill (stage) of an estimated or real loan, in ngwee. */
export interface PlanTerms {
  loanPeriod: number;
  dueDate: BusinessDate;
  principal: number;
  interest: number;
  fee: number;
  total: number;
}

export interface EstimatedBill {
  principal: number;
  interest: number;
  serviceFee: number;
  totalRepay: number;
  /** The whole principal reaches the wallet: the service fee is billed with the first stage, not deducted. */
  amountReceived: number;
  totalCostOfCredit: number;
  /** Annual percentage rate in basis points (simple rate on the average balance outstanding, 365-day year). */
  aprBp: number;
  termDays: number;
  plans: PlanTerms[];
}

/** The service fee: a share of principal, never below the product's minimum; VIP may take a share off. */
export function serviceFee(product: Product, principal: number, feeDiscountBp = 0): number {
  const fee = Math.max(percentOf(principal, product.serviceFeeBp), product.serviceFeeMin);
  return fee - percentOf(fee, feeDiscountBp);
}

/**
 * The estimated bill of docs/product.md#loan-products-and-pricing: interest is flat on the principal (per stage for instalments), each charge is
 * rounded half-up once, and due dates count from the disbursement date in Lusaka.
 */
export function estimateBill(
  product: Product,
  principal: number,
  termDays: number,
  disburseDate: BusinessDate,
  feeDiscountBp = 0,
): EstimatedBill {
  const term = product.terms.find((t) => t.days === termDays);
  if (!term) throw new RangeError(`Product ${product.code} has no ${termDays}-day term`);
  const stages = product.stages;
  const fee = serviceFee(product, principal, feeDiscountBp);
  const stageInterest = percentOf(principal, term.interestBp);
  const basePrincipal = Math.floor(principal / stages);
  const plans: PlanTerms[] = [];
  for (let i = 1; i <= stages; i += 1) {
    // The remainder of an uneven split goes to the first stage so later stages are round figures.
    const p = i === 1 ? principal - basePrincipal * (stages - 1) : basePrincipal;
    const f = i === 1 ? fee : 0;
    plans.push({
      loanPeriod: i,
      dueDate: addDays(disburseDate, termDays * i),
      principal: p,
      interest: stageInterest,
      fee: f,
      total: p + stageInterest + f,
    });
  }
  const interest = stageInterest * stages;
  const totalCostOfCredit = interest + fee;
  // Average balance x days: each stage's principal is outstanding until its due date.
  const balanceDays = plans.reduce((sum, plan) => sum + plan.principal * termDays * plan.loanPeriod, 0);
  const aprBp = Math.round((totalCostOfCredit * 365 * 10_000) / balanceDays);
  return {
    principal,
    interest,
    serviceFee: fee,
    totalRepay: principal + totalCostOfCredit,
    amountReceived: principal,
    totalCostOfCredit,
    aprBp,
    termDays: termDays * stages,
    plans,
  };
}
