import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { SHOP_MESSAGES } from '@pocket/contracts/api/staff';
import type { DeskPhone, ShopOrder, ShopPayoutsData } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { refill, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const SHOP = { id: 1, name: 'Pocket Phones Cairo Road', city: 'Lusaka', address: 'Shop 12, Cairo Road, Lusaka', active: true };
const ORDER: ShopOrder = {
  orderId: 77, pickupCode: '7KQ2M9XA', phone: { brand: 'itel', name: 'itel A18' }, borrower: 'M**** B****', price: 115_000, deposit: 69_000,
  depositPaidAt: '2026-11-27T08:00:00.000Z', state: 'ready', handover: null,
};

describe('the shop desk', () => {
  it('finds an order by its pickup code, shows the customer masked, hands the phone over once', async () => {
    const user = userEvent.setup();
    const HANDED: ShopOrder = { ...ORDER, state: 'handed-over', handover: { at: '2026-11-27T08:00:00.000Z', by: 'shop@pocket.test' } };
    let handedOver = false;
    const { api } = renderDesk('/shop-desk', ['shop'], {
      'GET /shop-desk': () => ({ shop: SHOP, owed: { count: handedOver ? 1 : 0, total: handedOver ? 115_000 : 0 }, handovers: [] }),
      'GET /shop-desk/orders/:code': () => (handedOver ? HANDED : ORDER),
      'POST /shop-desk/orders/:code/handover': () => {
        if (handedOver) throw new Refusal(409, SHOP_MESSAGES.handedOver('2026-11-27 10:00 (Lusaka time)', 'shop@pocket.test'));
        handedOver = true;
        return HANDED;
      },
    });
    expect(await screen.findByTestId('shop-owed')).toHaveTextContent('Owed to this shop: K0.00 for 0 phones');
    await submit(user, { 'Pickup code': '7kq2 m9xa' }, 'Find order');
    const card = await screen.findByRole('region', { name: 'Order 77' });
    expect(api.calls('GET /shop-desk/orders/:code')[0]!.params.code).toBe('7KQ2M9XA');
    expect(card).toHaveTextContent('M**** B****');
    expect(card).toHaveTextContent('K690.00');
    await user.click(within(card).getByRole('button', { name: 'Hand over the phone' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Handed over on 2026-11-27 08:00 UTC by shop@pocket.test.');
    expect(within(card).queryByRole('button', { name: 'Hand over the phone' })).toBeNull();
    expect(await screen.findByTestId('shop-owed')).toHaveTextContent('K1,150.00 for 1 phone');
    expect(api.calls('POST /shop-desk/orders/:code/handover')).toHaveLength(1);
    // The handover went through Refine's form (no body: the code is in its path); the order and the desk are read again.
    expect(api.calls('POST /shop-desk/orders/:code/handover')[0]).toMatchObject({ params: { code: '7KQ2M9XA' }, csrf: api.csrfToken });
    await waitFor(() => expect(api.calls('GET /shop-desk/orders/:code')).toHaveLength(2));
    expect(api.calls('GET /shop-desk')).toHaveLength(2);
  });

  it('says why when the code is not this shop\'s, or badly typed, without calling', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/shop-desk', ['shop'], {
      'GET /shop-desk': () => ({ shop: SHOP, owed: { count: 0, total: 0 }, handovers: [] }),
      'GET /shop-desk/orders/:code': () => {
        throw new Refusal(404, SHOP_MESSAGES.noCode);
      },
    });
    await user.type(await screen.findByLabelText('Pickup code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await refusedUnsent(api, 'GET /shop-desk/orders/:code', 'Type the pickup code the customer shows you');
    await resubmit(user, { 'Pickup code': 'ZZZZ9999' }, 'Find order');
    expect(await screen.findByText(SHOP_MESSAGES.noCode)).toBeInTheDocument();
  });

  it('the same code asked for again reads the order again through Refine’s cache, as the server holds it now', async () => {
    const user = userEvent.setup();
    let order: ShopOrder = ORDER;
    const { api } = renderDesk('/shop-desk', ['shop'], {
      'GET /shop-desk': () => ({ shop: SHOP, owed: { count: 0, total: 0 }, handovers: [] }),
      'GET /shop-desk/orders/:code': () => order,
    });
    const find = async () => {
      await user.clear(await screen.findByLabelText('Pickup code'));
      await submit(user, { 'Pickup code': '7KQ2M9XA' }, 'Find order');
    };
    await find();
    expect(await screen.findByRole('button', { name: 'Hand over the phone' })).toBeInTheDocument();
    // Another counter hands it over meanwhile: asking for the same code shows that, not the first answer kept.
    order = { ...ORDER, state: 'handed-over', handover: { at: '2026-11-27T08:00:00.000Z', by: 'other@pocket.test' } };
    await find();
    expect(await screen.findByText(/by other@pocket\.test/)).toBeInTheDocument();
    expect(api.calls('GET /shop-desk/orders/:code')).toHaveLength(2);
  });
});

describe('shop payouts', () => {
  it('requests a payout of what a shop is owed, with a note, for a second finance member', async () => {
    const user = userEvent.setup();
    let data: ShopPayoutsData = { shops: [{ shop: SHOP, owed: 230_000, count: 2, waiting: 0, ledgerPayable: 345_000 }], batches: [] };
    const { api } = renderDesk('/shop-payouts', ['finance'], {
      'GET /shop-payouts': () => data,
      'POST /shop-payouts': () => {
        data = { ...data, shops: [{ ...data.shops[0]!, owed: 0, count: 0, waiting: 230_000 }] };
        return { approvalId: 9, status: 'requested', total: 230_000, count: 2 };
      },
    });
    const row = (await screen.findByText('K2,300.00')).closest('tr')!;
    expect(row).toHaveTextContent('K3,450.00');
    await user.click(within(row).getByRole('button', { name: 'Request payout' }));
    // The call's schema (requestShopPayoutBody) refuses, naming the field, and nothing is sent; what goes is its output.
    await submit(user, { 'Reason (kept in the audit)': 'ok' }, 'Send for approval');
    await refusedUnsent(api, 'POST /shop-payouts', 'Note: must say why (at least 3 characters)');
    await resubmit(user, { 'Reason (kept in the audit)': '  November handovers ' }, 'Send for approval');
    expect(await screen.findByRole('status')).toHaveTextContent('Payout of K2,300.00 for 2 phones to Pocket Phones Cairo Road requested (request 9)');
    expect(api.calls('POST /shop-payouts')[0]!.body).toEqual({ shopId: 1, note: 'November handovers' });
    // Refine fetches the payouts again (useRefreshAfter): the amount now waits for approval, nothing is owed.
    await waitFor(() => expect(screen.getByRole('row', { name: /Pocket Phones Cairo Road/ })).toHaveTextContent('K0.00'));
    expect(screen.getByRole('row', { name: /Pocket Phones Cairo Road/ })).toHaveTextContent('K2,300.00');
    expect(api.calls('GET /shop-payouts')).toHaveLength(2);
  });

  it('Refresh reads the payouts again through Refine’s cache and shows what the server holds now', async () => {
    const user = userEvent.setup();
    let owed = 230_000;
    const { api } = renderDesk('/shop-payouts', ['finance'], {
      'GET /shop-payouts': () => ({ shops: [{ shop: SHOP, owed, count: owed / 115_000, waiting: 0, ledgerPayable: owed }], batches: [] }),
    });
    expect(await screen.findByRole('row', { name: /Pocket Phones Cairo Road/ })).toHaveTextContent('K2,300.00');
    owed = 345_000;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Pocket Phones Cairo Road/ })).toHaveTextContent('K3,450.00'));
    expect(api.calls('GET /shop-payouts')).toHaveLength(2);
  });
});

describe('phones and shops', () => {
  it('adds a shop through Refine’s form, checked first by the add call’s schema; the new shop is listed at once', async () => {
    const user = userEvent.setup();
    let shops = [{ ...SHOP, staff: [] as { id: number; email: string }[] }];
    const { api } = renderDesk('/phones-shops', ['admin'], {
      'GET /shops': () => shops,
      'GET /phones': () => [],
      'POST /shops': ({ body }) => {
        const added = { ...(body as typeof SHOP), id: 2 };
        shops = [...shops, { ...added, staff: [] }];
        return added;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a shop' }));
    const form = screen.getByRole('form', { name: 'Add a shop' });
    await submit(user, { 'Shop name': 'Pocket Phones Kitwe', 'City': 'K', 'Address': 'Obote Avenue' }, 'Add shop', within(form));
    await refusedUnsent(api, 'POST /shops', 'City: must be at least 2 characters', within(form));
    await submit(user, { 'City': 'itwe ' }, 'Add shop', within(form));
    expect(await screen.findByRole('status')).toHaveTextContent('Pocket Phones Kitwe added.');
    // The schema's trimmed values are what goes.
    expect(api.calls('POST /shops')[0]!.body).toEqual({ name: 'Pocket Phones Kitwe', city: 'Kitwe', address: 'Obote Avenue', active: true });
    expect(await screen.findByText('Pocket Phones Kitwe')).toBeInTheDocument();
  });

  it('switching a phone off shows it off at once: Refine fetches the phones again (no refresh by hand)', async () => {
    const user = userEvent.setup();
    let phone: DeskPhone = { id: 1, brand: 'itel', name: 'itel A18', image: '/phones/itel-a18.svg', shopId: 1, active: true, price: 115_000, depositBp: 6_000, stages: 3, stageDays: 14 };
    const { api } = renderDesk('/phones-shops', ['admin'], {
      'GET /shops': () => [{ ...SHOP, staff: [] }],
      'GET /phones': () => [phone],
      'POST /phones/:id': ({ body }) => (phone = { ...phone, active: (body as { active: boolean }).active }),
    });
    const row = (await screen.findByText('itel itel A18')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByRole('status')).toHaveTextContent('itel A18 switched off.');
    expect(await within(row).findByRole('button', { name: 'Switch on' })).toBeInTheDocument();
    expect(api.calls('POST /phones/:id')[0]).toMatchObject({ params: { id: '1' }, body: { active: false } });
  });

  it('links a staff member and switches a shop off through Refine’s form and update: a bad id names the field, the shop shows the change at once', async () => {
    const user = userEvent.setup();
    let shop = { ...SHOP, staff: [] as { id: number; email: string }[] };
    const { api } = renderDesk('/phones-shops', ['admin'], {
      'GET /shops': () => [shop],
      'GET /phones': () => [],
      'POST /shops/:id/staff': ({ body }) => (shop = { ...shop, staff: [{ id: (body as { staffId: number }).staffId, email: 'shop@pocket.test' }] }),
      'POST /shops/:id': ({ body }) => (shop = { ...shop, ...(body as typeof SHOP) }),
    });
    const row = (await screen.findByText('Pocket Phones Cairo Road')).closest('tr')!;
    const link = within(row).getByRole('form', { name: 'Link staff to Pocket Phones Cairo Road' });
    // A number the field takes but no id can be (past JavaScript's safe integers): the call's schema refuses it.
    await submit(user, { 'Staff id': '99999999999999999' }, 'Link', within(link));
    await refusedUnsent(api, 'POST /shops/:id/staff', /^\s*Staff id: /, within(link));
    await resubmit(user, { 'Staff id': '6' }, 'Link', within(link));
    expect(await screen.findByRole('status')).toHaveTextContent('Staff member 6 now works at Pocket Phones Cairo Road.');
    // Refine fetches the shops again after the link: the row names the member without a refresh by hand.
    expect(await within(row).findByText(/shop@pocket\.test \(#6\)/)).toBeInTheDocument();
    expect(api.calls('POST /shops/:id/staff')[0]).toMatchObject({ params: { id: '1' }, body: { staffId: 6 } });
    await user.click(within(row).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pocket Phones Cairo Road switched off.');
    expect(await within(row).findByRole('button', { name: 'Switch on' })).toBeInTheDocument();
    expect(within(row).getByText('Off')).toBeInTheDocument();
    expect(api.calls('POST /shops/:id')[0]).toMatchObject({ params: { id: '1' }, body: { name: SHOP.name, city: SHOP.city, address: SHOP.address, active: false } });
  });

  it('a new price is a phone.price request in ngwee and basis points; a bad price is caught before sending', async () => {
    const user = userEvent.setup();
    const phone: DeskPhone = { id: 1, brand: 'itel', name: 'itel A18', image: '/phones/itel-a18.svg', shopId: 1, active: true, price: 115_000, depositBp: 6_000, stages: 3, stageDays: 14 };
    const { api } = renderDesk('/phones-shops', ['admin'], {
      'GET /shops': () => [{ ...SHOP, staff: [{ id: 6, email: 'shop@pocket.test' }] }],
      'GET /phones': () => [phone],
      'POST /approvals': () => ({ id: 31, status: 'requested' }),
    });
    const row = (await screen.findByText('itel itel A18')).closest('tr')!;
    expect(row).toHaveTextContent('K1,150.00');
    expect(row).toHaveTextContent('60%');
    expect(await screen.findByText(/shop@pocket\.test \(#6\)/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Change price' }));
    const form = screen.getByRole('region', { name: 'New price of itel A18' });
    await refill(user, { 'Price (K)': 'abc' }, within(form));
    await submit(user, { 'Reason (kept in the audit)': 'supplier price rose' }, 'Send for approval', within(form));
    await refusedUnsent(api, 'POST /approvals', 'Price (K): enter an amount in Kwacha', within(form));
    await resubmit(user, { 'Price (K)': '1,250.50' }, 'Send for approval', within(form));
    expect(await screen.findByRole('status')).toHaveTextContent('New price of itel A18 requested: a second admin approves it in Approvals.');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({ kind: 'phone.price', payload: { phoneId: 1, price: 125_050, depositBp: 6_000, stages: 3, stageDays: 14 }, reason: 'supplier price rose' });
  });

  it('a new phone is a phone.add request checked by the call\'s schema and its kind\'s payload: a refusal names the field, nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/phones-shops', ['admin'], {
      'GET /shops': () => [{ ...SHOP, staff: [] }],
      'GET /phones': () => [],
      'POST /approvals': () => ({ id: 32, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a phone' }));
    const form = screen.getByRole('region', { name: 'Add a phone' });
    await submit(user, { 'Brand': 'i', 'Name': ' itel A70 ', 'Picture (path on this site)': 'itel-a70.svg', 'Price (K)': '1,399', 'Reason (kept in the audit)': 'new model in the shops' }, 'Send for approval', within(form));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Brand: must be at least 2 characters');
    await user.type(within(form).getByLabelText('Brand'), 'tel');
    await resubmit(user, { 'Stages': '13' }, 'Send for approval', within(form));
    await refusedUnsent(api, 'POST /approvals', 'Stages: must be 1 to 12', within(form));
    await resubmit(user, { 'Stages': '4' }, 'Send for approval', within(form));
    expect(await screen.findByRole('status')).toHaveTextContent('itel A70 requested: a second admin approves it in Approvals');
    // What goes is the schema's output: the name trimmed, the stages a number, the money in ngwee and basis points.
    expect(api.calls('POST /approvals')[0]!.body).toEqual({
      kind: 'phone.add',
      payload: { brand: 'itel', name: 'itel A70', image: '/phones/itel-a70.svg', shopId: 1, price: 139_900, depositBp: 3_000, stages: 4, stageDays: 14 },
      reason: 'new model in the shops',
    });
  });
});
