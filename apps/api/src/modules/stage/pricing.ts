import type { BusinessDate } from '@pocket/contracts/lusaka-date';
import { percentOf, ngwee } from '@pocket/contracts/money';

import { estimateBill, type EstimatedBill, type Product } from '../lending/plugin';
import type { StagePhoneRow, StageShopRow } from './schema';

/** Pocket Stages priced over the phone's own number of stages and stage length (rates and fees from the product). */
export function stageProduct(product: Product, phone: StagePhoneRow): Product {
  const rate = product.terms[0]?.interestBp ?? 0;
  return { ...product, stages: phone.stages, terms: [{ days: phone.stageDays, interestBp: rate }] };
}

export interface PhoneTerms {
  deposit: number;
  financed: number;
  bill: EstimatedBill;
}

/** Deposit (the phone's share of the price, rounded half-up once) and the bill of the rest, as if opened on `today`. */
export function phoneTerms(product: Product, phone: StagePhoneRow, today: BusinessDate): PhoneTerms {
  const deposit = percentOf(phone.price, phone.depositBp);
  const financed = phone.price - deposit;
  return { deposit, financed, bill: estimateBill(stageProduct(product, phone), financed, phone.stageDays, today) };
}

export const shopView = (s: StageShopRow) => ({ shopId: s.id, name: s.name, city: s.city, address: s.address });

/** A catalogue entry with its full cost disclosed before the deposit. */
export function phoneView(product: Product, phone: StagePhoneRow, shop: StageShopRow, today: BusinessDate) {
  const { deposit, financed, bill } = phoneTerms(product, phone, today);
  return {
    phoneId: phone.id,
    brand: phone.brand,
    name: phone.name,
    image: phone.image,
    price: ngwee(phone.price),
    depositRate: phone.depositBp / 100,
    deposit: ngwee(deposit),
    financed: ngwee(financed),
    stages: phone.stages,
    stageDays: phone.stageDays,
    interest: ngwee(bill.interest),
    serviceFee: ngwee(bill.serviceFee),
    totalCostOfCredit: ngwee(bill.totalCostOfCredit),
    totalCost: ngwee(deposit + bill.totalRepay),
    apr: bill.aprBp / 100,
    shop: shopView(shop),
    schedule: bill.plans.map((p) => ({ loanPeriod: p.loanPeriod, dueDate: p.dueDate, principal: ngwee(p.principal), interest: ngwee(p.interest), serviceFee: ngwee(p.fee), total: ngwee(p.total) })),
  };
}
