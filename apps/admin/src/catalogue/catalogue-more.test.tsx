import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffChannel, StaffCoupon, StaffCouponPack, StaffVipCard, StaffWheel } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { expectNotForRole, openDesk, refusedUnsent, retype, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

// Forms typed key by key on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => sessionStore.clear());

const weekly: StaffVipCard = {
  id: 3, name: 'VIP Weekly', benefits: ['Priority review'], active: true, price: 1_500, days: 7,
  versions: [
    { id: 8, price: 1_900, days: 7, effectiveFrom: '2026-12-01T22:00:00.000Z', state: 'scheduled' },
    { id: null, price: 1_500, days: 7, effectiveFrom: null, state: 'current' },
  ],
};
const coupon: StaffCoupon = { id: 207, code: 'PACK15', name: 'K15 off your bill', kind: 'AMOUNT_OFF', amountOff: 1_500, discountBp: 0, minBill: 20_000, validDays: 30 };
const pack: StaffCouponPack = {
  id: 2, code: 'FESTIVE26', name: 'Festive season pack', description: 'Two K20 coupons', items: [{ couponId: 208, count: 2, couponName: 'Festive K20 off' }],
  validFrom: '2026-11-15', validUntil: '2027-01-10', maxClaims: 5_000, claims: 12, listed: true, live: true,
};
const wheel: StaffWheel = {
  dailyBudget: 100_000, today: { day: '2026-11-27', budget: 100_000, spent: 2_500 },
  prizes: [
    { id: 1, position: 1, label: 'K5 off', color: '#FFE3C2', couponId: 201, couponName: 'K5 off your bill', weight: 30, cost: 500, enabled: true },
    { id: 2, position: 2, label: 'Thanks for playing', color: '#FFF7EC', couponId: null, couponName: null, weight: 70, cost: 0, enabled: true },
  ],
};
const web: StaffChannel = {
  code: 'web', name: 'Pocket web', appDownloadUrl: '/?source=pwa&appChannelCode=web', altDownloadUrl: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app',
  packageName: 'zm.co.pocket.app', googleLoginEnabled: true, enabled: true, updatedAt: '2026-11-01T00:00:00.000Z',
};

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await retype(user, field, text);
}

describe('the VIP cards desk (admin)', () => {
  it('lists each card with its price versions, and requests a new price as vip.price in ngwee', async () => {
    const { user, api } = await openDesk('/vip-cards', ['admin'], { 'GET /catalogue/vip-cards': () => [weekly], 'POST /approvals': () => ({ id: 41, status: 'requested' }) });
    const rows = within(await screen.findByRole('table', { name: 'Prices of VIP Weekly' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-12-02');
    expect(rows[0]).toHaveTextContent('ScheduledK19.00');
    expect(rows[1]).toHaveTextContent('from the startCurrentK15.00');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    await fill(user, 'From (Lusaka date)', '2026-12-15');
    await fill(user, 'Price (K)', '21.50');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    // The approvals call's schema with the vip.price payload refuses, naming the field, and nothing is sent.
    await refusedUnsent(api, 'POST /approvals', 'Reason (kept in the audit): must say why (at least 3 characters)');
    await submit(user, { 'Reason (kept in the audit)': '  weekly card review ' }, 'Request');
    expect(await screen.findByRole('status')).toHaveTextContent('New price of VIP Weekly requested: a second admin approves it in Approvals.');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({ kind: 'vip.price', reason: 'weekly card review', payload: { cardId: 3, effectiveFrom: '2026-12-15', price: 2_150, days: 7 } });
  });

  it('saves a card’s name, benefits (one a line) and switch directly, never its price', async () => {
    const { user, api } = await openDesk('/vip-cards', ['admin'], { 'GET /catalogue/vip-cards': () => [weekly], 'POST /catalogue/vip-cards/:id': () => ({ ...weekly, active: false }) }, 'Edit card');
    await fill(user, 'Benefits (one a line)', 'Priority review\n20% off the service fee');
    await user.click(screen.getByLabelText('Offered in the app'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('VIP Weekly saved');
    expect(api.calls('POST /catalogue/vip-cards/:id')[0]).toMatchObject({ params: { id: '3' }, body: { name: 'VIP Weekly', benefits: ['Priority review', '20% off the service fee'], active: false } });
    // Refine fetches the cards again after the save (useRefreshAfter), not a refetch by hand.
    await waitFor(() => expect(api.calls('GET /catalogue/vip-cards')).toHaveLength(2));
  });

  it('is not a desk for marketing', () => expectNotForRole('/vip-cards', ['marketing']));
});

describe('the coupon packs desk (marketing)', () => {
  it('shows packs and coupon values; new terms are a coupon.pack request with the coupons typed as id x count', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/coupon-packs', ['marketing'], {
      'GET /catalogue/coupon-packs': () => [pack],
      'GET /catalogue/coupons': () => [coupon],
      'POST /approvals': () => ({ id: 42, status: 'requested' }),
    });
    const row = within(await screen.findByRole('table', { name: 'Coupon packs' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2 × Festive K20 off');
    expect(row).toHaveTextContent('12 of 5000');
    expect(await screen.findByRole('table', { name: 'Coupons' })).toHaveTextContent('K15.00 off, bills from K200.00, 30 days');
    await user.click(within(row).getByRole('button', { name: 'Change terms' }));
    await fill(user, 'Coupons (coupon id x how many, e.g. 207x2, 202x1)', '208x2, 207 one');
    await submit(user, { 'Reason (kept in the audit)': 'add a K15 coupon' }, 'Request');
    await refusedUnsent(api, 'POST /approvals', 'Coupons: write each as coupon id x how many, e.g. 207x2 (not "207 one")');
    await fill(user, 'Coupons (coupon id x how many, e.g. 207x2, 202x1)', '208x2, 207x1');
    await fill(user, 'Claims at most (empty: no limit)', ' ');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Requested: another marketing member or an admin approves it');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({
      kind: 'coupon.pack', reason: 'add a K15 coupon',
      payload: {
        packId: 2, code: 'FESTIVE26', name: 'Festive season pack', description: 'Two K20 coupons', items: [{ couponId: 208, count: 2 }, { couponId: 207, count: 1 }],
        validFrom: '2026-11-15', validUntil: '2027-01-10', maxClaims: null, listed: true,
      },
    });
    // Refine fetches the packs again after the request (useRefreshAfter), not a refetch by hand.
    await waitFor(() => expect(api.calls('GET /catalogue/coupon-packs')).toHaveLength(2));
  });
});

describe('the prize wheel desk (marketing)', () => {
  it('shows the budget, today’s spending and each prize’s chance; a new budget is a wheel.budget request, the server’s refusal shown', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/wheel', ['marketing'], {
      'GET /catalogue/wheel': () => wheel,
      'POST /approvals': () => {
        throw new Refusal(403, 'Your role may not request this kind');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Daily budget: K1,000.00' })).toBeInTheDocument();
    expect(screen.getByText(/K25.00 given of K1,000.00/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Prizes' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('30.0%');
    expect(rows[1]).toHaveTextContent('Nothing');
    await user.click(screen.getByRole('button', { name: 'Change budget' }));
    await fill(user, 'Daily budget (K)', '1,500');
    await submit(user, { 'Reason (kept in the audit)': 'festive season' }, 'Request');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not request this kind');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({ kind: 'wheel.budget', reason: 'festive season', payload: { dailyBudget: 150_000 } });
  });

  it('requests a prize change as wheel.prize (an empty coupon gives nothing)', async () => {
    const { user, api } = await openDesk('/wheel', ['marketing'], { 'GET /catalogue/wheel': () => wheel, 'POST /approvals': () => ({ id: 43, status: 'requested' }) });
    const first = within(await screen.findByRole('table', { name: 'Prizes' })).getAllByRole('row')[1]!;
    await user.click(within(first).getByRole('button', { name: 'Change prize' }));
    await fill(user, 'Coupon id (empty: gives nothing)', ' ');
    await fill(user, 'Cost against the daily budget (K)', '0');
    await fill(user, 'Weight (0 to 1000)', '10');
    await submit(user, { 'Reason (kept in the audit)': 'fewer paid prizes' }, 'Request');
    expect(await screen.findByRole('status')).toHaveTextContent('Prize change requested');
    expect(api.calls('POST /approvals')[0]!.body).toMatchObject({ kind: 'wheel.prize', payload: { prizeId: 1, couponId: null, weight: 10, cost: 0, enabled: true } });
    // Refine fetches the wheel again after the request (useRefreshAfter), not a refetch by hand.
    await waitFor(() => expect(api.calls('GET /catalogue/wheel')).toHaveLength(2));
  });
});

describe('the channels desk (marketing)', () => {
  it('changes a channel’s download link directly', async () => {
    const { user, api } = await openDesk('/channels', ['marketing'], { 'GET /catalogue/channels': () => [web], 'POST /catalogue/channels/:code': () => web }, 'Edit web');
    await fill(user, 'Other download link (app path or https:// address)', 'https://apps.example.zm/pocket.apk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Channel saved');
    expect(api.calls('POST /catalogue/channels/:code')[0]).toMatchObject({ params: { code: 'web' }, body: { altDownloadUrl: 'https://apps.example.zm/pocket.apk', enabled: true } });
  });

  it('adds a channel through the channels resource: the list is fetched again after the save, the notice says so', async () => {
    const user = userEvent.setup();
    const promo: StaffChannel = { ...web, code: 'promo', name: 'Promo' };
    let channels = [web];
    const { api } = renderDesk('/channels', ['marketing'], {
      'GET /catalogue/channels': () => channels,
      'POST /catalogue/channels': () => ((channels = [web, promo]), promo),
    });
    await screen.findByRole('button', { name: 'Edit web' });
    await user.click(screen.getByRole('button', { name: 'Add a channel' }));
    await fill(user, 'Code (letters, digits, - or _)', 'promo');
    await fill(user, 'Name', 'Promo');
    await fill(user, 'Other download link (app path or https:// address)', 'https://apps.example.zm/pocket.apk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Channel saved: the app uses these links from its next start.');
    expect(await screen.findByRole('button', { name: 'Edit promo' })).toBeInTheDocument();
    expect(api.calls('POST /catalogue/channels')[0]!.body).toMatchObject({ code: 'promo', name: 'Promo', enabled: true });
    expect(api.calls('GET /catalogue/channels')).toHaveLength(2);
  });

  it('is not a desk for admin', () => expectNotForRole('/channels', ['admin']));
});
