import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, SHOP_MESSAGES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { call } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { assertLedger, borrower } from '../../../test/lending-helpers';
import { raceApp } from '../../../test/races';
import { newStaff, signInSandbox } from '../../../test/staff-sessions';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf } from '../../ledger/repo';
import { auditCount } from '../staff-audit/test-support';
import { phonesAtShop, stageOrderPriceOf } from '../stage/test-support';
import { phoneAddKind } from './catalogue';
import { shopPayoutKind } from './payouts';

// The shops desk against the real server: a shop of this file's own (the database is shared on PostgreSQL) with a
// phone added by phone.add, two borrowers who paid its deposit, a shop member linked to it; the sandbox shop account
// works at the seeded shop 1.
vi.setConfig({ testTimeout: 120_000 });

const PHONE = { brand: 'itel', name: 'itel A18 (shops test)', image: '/phones/itel-a18.svg', price: 115_000, depositBp: 6_000, stages: 3, stageDays: 14 };

let app: App;
let db: Db;
let admin: StaffTestSession;
let admin2: StaffTestSession;
let shopId: number;
let phoneId: number;
let counter: StaffTestSession;
const orders: Array<{ s: TestSession; orderId: number; code: string }> = [];

const count = async (query: ReturnType<typeof sql>) => Number((await selectRows<{ n: number | string }>(db, query))[0]!.n);

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
  admin = await signInSandbox(app, 'admin');
  admin2 = await signInSandbox(app, 'admin2');
  const shop = await admin.call('POST', '/api/staff/shops', { name: `Shops Test ${Date.now()}`, city: 'Lusaka', address: 'Stand 1, Test Road', active: true });
  expect(shop.status, shop.body).toBe(200);
  shopId = shop.json.data.id;
  const asked = await admin.call('POST', '/api/staff/approvals', { kind: 'phone.add', payload: { ...PHONE, shopId }, reason: 'the shop stocks it' });
  expect(asked.status, asked.body).toBe(200);
  const added = await admin2.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
  expect(added.status, added.body).toBe(200);
  const phones = (await admin.call('GET', '/api/staff/phones')).json.data as Array<{ id: number; name: string; shopId: number; active: boolean }>;
  const phone = phones.find((p) => p.shopId === shopId)!;
  expect(phone).toMatchObject({ name: PHONE.name, active: false });
  phoneId = phone.id;
  const on = await admin.call('POST', `/api/staff/phones/${phoneId}`, { brand: PHONE.brand, name: PHONE.name, image: PHONE.image, shopId, active: true });
  expect(on.status, on.body).toBe(200);
  for (let i = 0; i < 2; i += 1) {
    const s = await borrower(app);
    const opened = await openStageOrder(app, s, phoneId);
    orders.push({ s, orderId: opened.orderId, code: opened.pickupCode });
  }
  // Off again at once: other files' catalogue checks see the seeded phones only.
  await admin.call('POST', `/api/staff/phones/${phoneId}`, { brand: PHONE.brand, name: PHONE.name, image: PHONE.image, shopId, active: false });
  counter = await newStaff(app, ['shop'], { maker: admin, checker: admin2 });
  const linked = await admin.call('POST', `/api/staff/shops/${shopId}/staff`, { staffId: counter.id });
  expect(linked.status, linked.body).toBe(200);
  expect(linked.json.data.staff).toEqual([{ id: counter.id, email: counter.email }]);
});

describe('the shop desk: one shop only', () => {
  it('shows its own order by pickup code, masked; another shop, an unlinked member, a borrower token and finance are refused', async () => {
    const { code, orderId } = orders[0]!;
    const own = await counter.call('GET', `/api/staff/shop-desk/orders/${code.toLowerCase()}`);
    expect(own.status, own.body).toBe(200);
    expect(own.json.data).toMatchObject({ orderId, pickupCode: code, phone: { name: PHONE.name }, price: 115_000, deposit: 69_000, state: 'ready', handover: null });
    expect(own.json.data.borrower).toMatch(/^\S\*+( \S\*+)*$|^\d{3}\*{4}\d{3}$/);
    expect(JSON.stringify(own.json.data)).not.toContain(orders[0]!.s.mobile.slice(-6));
    // The sandbox shop account works at shop 1: this code is not its shop's, and reads as unknown.
    const other = await signInSandbox(app, 'shop');
    const elsewhere = await other.call('GET', `/api/staff/shop-desk/orders/${code}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.msg).toBe(SHOP_MESSAGES.noCode);
    expect((await other.call('POST', `/api/staff/shop-desk/orders/${code}/handover`)).status).toBe(404);
    expect((await other.call('GET', '/api/staff/shop-desk')).json.data.shop.id).toBe(1);
    const unlinked = await newStaff(app, ['shop'], { maker: admin, checker: admin2 });
    const noShop = await unlinked.call('GET', `/api/staff/shop-desk/orders/${code}`);
    expect(noShop.status).toBe(403);
    expect(noShop.json.msg).toBe(SHOP_MESSAGES.noShop);
    const byBorrower = await orders[0]!.s.call('GET', `/api/staff/shop-desk/orders/${code}`);
    expect(byBorrower.status).toBe(401);
    expect(byBorrower.json.msg).toBe(STAFF_SESSION_MESSAGES.signedOut);
    const finance = await signInSandbox(app, 'finance');
    expect((await finance.call('GET', `/api/staff/shop-desk/orders/${code}`)).status).toBe(403);
    expect((await call(app, 'GET', `/api/staff/shop-desk/orders/${code}`)).status).toBe(401);
    const badCode = await counter.call('GET', '/api/staff/shop-desk/orders/AB');
    expect(badCode.status).toBe(400);
  });

  it('hands the phone over once under 20 concurrent tries; a later try says when and by whom', async () => {
    const { code, orderId } = orders[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => counter.call('POST', `/api/staff/shop-desk/orders/${code}/handover`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const won = answers.find((a) => a.status === 200)!;
    expect(won.json.data).toMatchObject({ state: 'handed-over', handover: { by: counter.email } });
    const again = await counter.call('POST', `/api/staff/shop-desk/orders/${code}/handover`);
    expect(again.status).toBe(409);
    expect(again.json.msg).toMatch(new RegExp(`^This phone was already handed over on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(Lusaka time\\) by ${counter.email.replace(/[.]/g, '\\.')}$`));
    expect(await count(sql`select count(*) as n from shop_handovers where order_id = ${orderId}`)).toBe(1);
    expect(await auditCount(db, { action: 'shop.handover', entityId: String(orderId) })).toBe(1);
    const second = await counter.call('POST', `/api/staff/shop-desk/orders/${orders[1]!.code}/handover`);
    expect(second.status, second.body).toBe(200);
    const desk = await counter.call('GET', '/api/staff/shop-desk');
    expect(desk.json.data.owed).toEqual({ count: 2, total: 230_000 });
    expect(desk.json.data.handovers.map((h: { orderId: number }) => h.orderId).sort()).toEqual([orders[0]!.orderId, orders[1]!.orderId].sort());
  });
});

describe('shop payouts (finance, maker-checker)', () => {
  it('a batch requested by finance and approved once by finance2 lowers shop_payable by exactly its total, balanced', async () => {
    const finance = await signInSandbox(app, 'finance');
    const finance2 = await signInSandbox(app, 'finance2');
    const subject = `shop:${shopId}`;
    const before = await balanceOf(db, ACCOUNTS.shopPayable, subject);
    // Both orders' full price (deposit + financed part) is owed to this shop.
    expect(before).toBe(-230_000);
    const owed = (await finance.call('GET', '/api/staff/shop-payouts')).json.data.shops.find((s: { shop: { id: number } }) => s.shop.id === shopId);
    expect(owed).toMatchObject({ owed: 230_000, count: 2, waiting: 0, ledgerPayable: 230_000 });
    const asked = await finance.call('POST', '/api/staff/shop-payouts', { shopId, note: 'November handovers' });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json.data).toMatchObject({ status: 'requested', total: 230_000, count: 2 });
    const approvalId = asked.json.data.approvalId as number;
    const twice = await finance.call('POST', '/api/staff/shop-payouts', { shopId, note: 'clicked again' });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(SHOP_MESSAGES.nothingOwed);
    const own = await finance.call('POST', `/api/staff/approvals/${approvalId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    expect(await balanceOf(db, ACCOUNTS.shopPayable, subject)).toBe(before);
    const answers = await Promise.all(Array.from({ length: 20 }, () => finance2.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect((await finance2.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})).status).toBe(409);
    const after = await balanceOf(db, ACCOUNTS.shopPayable, subject);
    expect(after - before).toBe(230_000);
    expect(after).toBe(0);
    const lines = await selectRows<{ account: string; amount: number | string }>(db, sql`select l.account, l.amount from ledger_lines l join ledger_entries e on e.id = l.entry_id where e.ref = ${`shop-payout:${approvalId}`} order by l.account`);
    expect(lines.map((l) => [l.account, Number(l.amount)])).toEqual([[ACCOUNTS.cash, -230_000], [ACCOUNTS.shopPayable, 230_000]]);
    await assertLedger(db);
    const overview = (await finance.call('GET', '/api/staff/shop-payouts')).json.data;
    expect(overview.batches.find((b: { approvalId: number }) => b.approvalId === approvalId)).toMatchObject({ status: 'paid', total: 230_000, count: 2, approvedBy: 'finance2@pocket.test' });
    expect(overview.shops.find((s: { shop: { id: number } }) => s.shop.id === shopId)).toMatchObject({ owed: 0, count: 0, ledgerPayable: 0 });
    expect((await counter.call('GET', '/api/staff/shop-desk')).json.data.owed).toEqual({ count: 0, total: 0 });
    // The effect run again (a retried job, a second approval path) changes nothing.
    const kind = shopPayoutKind(app.stage.catalogue, app.appConfig.now);
    await db.transaction((tx) => kind.effect(tx, { shopId, orderIds: orders.map((o) => o.orderId), total: 230_000 }, { approvalId, decidedBy: 1, decidedAt: new Date() }));
    expect(await balanceOf(db, ACCOUNTS.shopPayable, subject)).toBe(0);
    expect(await count(sql`select count(*) as n from shop_payouts where approval_id = ${approvalId}`)).toBe(1);
    expect(await auditCount(db, { action: 'approval.approve', entityId: String(approvalId) })).toBe(1);
    // Another shop role or admin may not ask for a payout.
    expect((await admin.call('POST', '/api/staff/shop-payouts', { shopId, note: 'not mine' })).status).toBe(403);
    expect((await counter.call('GET', '/api/staff/shop-payouts')).status).toBe(403);
  });
});

describe('phones and shops catalogue (admin)', () => {
  it('a price change needs a second admin and applies to new orders only', async () => {
    const asked = await admin.call('POST', '/api/staff/approvals', { kind: 'phone.price', payload: { phoneId, price: 125_000, depositBp: 6_000, stages: 3, stageDays: 14 }, reason: 'supplier price rose' });
    expect(asked.status, asked.body).toBe(200);
    expect((await admin.call('GET', '/api/staff/phones')).json.data.find((p: { id: number }) => p.id === phoneId).price).toBe(115_000);
    expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const approved = await admin2.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(approved.status, approved.body).toBe(200);
    expect((await admin.call('GET', '/api/staff/phones')).json.data.find((p: { id: number }) => p.id === phoneId).price).toBe(125_000);
    expect(await stageOrderPriceOf(db, orders[0]!.orderId)).toBe(115_000);
    const finance = await signInSandbox(app, 'finance');
    const byFinance = await finance.call('POST', '/api/staff/approvals', { kind: 'phone.price', payload: { phoneId, price: 1_000, depositBp: 6_000, stages: 3, stageDays: 14 }, reason: 'cheap' });
    expect(byFinance.status).toBe(403);
  });

  it('edits shops and phones with an audit row, refuses unknown ids and a money change on the edit call', async () => {
    const renamed = await admin.call('POST', `/api/staff/shops/${shopId}`, { name: 'Shops Test Renamed', city: 'Lusaka', address: 'Stand 2, Test Road', active: false });
    expect(renamed.json.data).toMatchObject({ id: shopId, name: 'Shops Test Renamed', active: false });
    expect(await auditCount(db, { action: 'shop.update', entityId: String(shopId) })).toBe(1);
    const unknown = await admin.call('POST', '/api/staff/shops/999999999', { name: 'Ghost', city: 'Lusaka', address: 'Nowhere 1', active: true });
    expect(unknown.status).toBe(404);
    const withPrice = await admin.call('POST', `/api/staff/phones/${phoneId}`, { brand: 'itel', name: 'x phone', image: '/phones/itel-a18.svg', shopId, active: false, price: 1 });
    expect(withPrice.status).toBe(400);
    // phone.add run again (the same phone at the same shop) adds nothing.
    const again = await db.transaction((tx) => phoneAddKind(app.stage.catalogue).effect(tx, { ...PHONE, shopId }, { approvalId: 1, decidedBy: 1, decidedAt: new Date() }));
    expect(again.entityId).toBe(phoneId);
    expect(await phonesAtShop(db, shopId)).toBe(1);
    const notShop = await admin.call('POST', `/api/staff/shops/${shopId}/staff`, { staffId: admin2.id });
    expect(notShop.status).toBe(400);
    expect(notShop.json.msg).toBe(SHOP_MESSAGES.noStaff);
  });
});
