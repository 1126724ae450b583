// Decision 0041: what the money codec costs when an answer is sent. Times the serializer's work on getMyLoanInfo's
// answer (3 loans of 3 bills, every amount in it): before, the handler converted each figure with toKwacha and the
// serializer checked a plain number; now the serializer's encode converts. Run: npx tsx bench/money-codec.ts
import { performance } from 'node:perf_hooks';

import { z } from 'zod';

import { myLoanInfoAnswer } from '@pocket/contracts/api/lending';
import { type Ngwee, toKwacha } from '@pocket/contracts/money';

const n = (v: number) => v as Ngwee;
const lines = () => ({ totalAmount: n(115_050), couponDiscount: n(2_000), waivers: n(0), extensionFees: n(0), paidAmount: n(30_050), creditApplied: n(0), remainingAmount: n(83_000) });
const plan = (i: number) => ({
  planId: i, loanPeriod: 1, repayDate: '2026-05-15', status: 'REPAYING', statusText: 'Repaying',
  principal: n(100_000), interest: n(10_050), serviceFee: n(5_000), penalty: n(0), totalAmount: n(115_050), paidAmount: n(30_050),
  waivedAmount: n(0), remainingAmount: n(83_000), outstandingBeforeCoupon: n(85_000), overdueDays: 0, extensions: 0,
  canRepay: true, canExtend: false, extensionRefusal: null, lines: lines(), paymentInFlight: null,
});
const order = (i: number) => ({
  orderId: i, productId: 1, productName: 'Pocket Loan', status: 'REPAYING', statusText: 'Repaying', loanAmount: n(300_000), termDays: 14,
  stages: 3, repayAccount: '0961234567', applyDate: '2026-05-01', loanDate: '2026-05-01', settledDate: null, totalAmount: n(345_150),
  remainingAmount: n(249_000), nextRepayDate: '2026-05-15', canRepay: true, canExtend: false, lines: lines(), paymentInFlight: null,
  plans: [plan(1), plan(2), plan(3)],
});
const inside = { code: 200, msg: 'ok', data: { creditLimit: n(1_000_000), availableLimit: n(100_000), userCredit: n(0), orders: [order(1), order(2), order(3)] } };

// The same answer's schema with every amount a plain number, as before (the wire side of the codecs).
const plainOf = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === 'pipe') return z.number();
  if (schema instanceof z.ZodObject) return z.object(Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, plainOf(v as z.ZodType)])));
  if (schema instanceof z.ZodArray) return z.array(plainOf(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return plainOf(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return plainOf(schema.unwrap() as z.ZodType).optional();
  return schema;
};
const plain = plainOf(myLoanInfoAnswer);
const byHand = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(byHand) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'number' && /Amount|Limit|Credit|principal|interest|serviceFee|penalty|waivers|Discount|Fees|Applied|outstanding/.test(k) ? toKwacha(x) : byHand(x)])) : v;

const wireNew = JSON.stringify(myLoanInfoAnswer.encode(inside));
const wireOld = JSON.stringify(plain.encode(byHand(inside)));
if (wireNew !== wireOld) throw new Error("the two ways differ");

function time(name: string, run: () => string) {
  for (let i = 0; i < 2_000; i++) run();
  const rounds = 20_000;
  const start = performance.now();
  for (let i = 0; i < rounds; i++) run();
  const us = ((performance.now() - start) * 1000) / rounds;
  console.log(`${name}: ${us.toFixed(1)} µs per answer (${wireNew.length} bytes)`);
}
time('before: toKwacha by hand + plain schema encode + stringify', () => JSON.stringify(plain.encode(byHand(inside))));
time('now: codec encode + stringify', () => JSON.stringify(myLoanInfoAnswer.encode(inside)));
const converted = byHand(inside);
time('before, the serializer alone (plain schema encode + stringify of figures converted beforehand)', () => JSON.stringify(plain.encode(converted)));
const amounts: number[] = [];
const collect = (v: unknown, k = ''): void => {
  if (Array.isArray(v)) v.forEach((x) => collect(x));
  else if (v && typeof v === 'object') for (const [key, x] of Object.entries(v)) collect(x, key);
  else if (typeof v === 'number' && /Amount|Limit|Credit|principal|interest|serviceFee|penalty|waivers|Discount|Fees|Applied|outstanding/.test(k)) amounts.push(v);
};
collect(inside);
time(`before, the handler's toKwacha calls alone (${amounts.length} amounts)`, () => String(amounts.reduce((s, a) => s + toKwacha(a), 0)));
