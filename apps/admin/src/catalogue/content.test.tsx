import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffBanner, StaffNotice, StaffStorePage } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { expectNotForRole, openDesk, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const banner = (overrides: Partial<StaffBanner> = {}): StaffBanner => ({
  id: 5, position: 1, title: 'Festive K20 off', imageUrl: '/api/v1/activity/media/banner-packs.svg', link: '/activity/couponBenefit',
  startsAt: '2026-12-19T22:00:00.000Z', endsAt: '2026-12-31T21:59:00.000Z', enabled: true, live: false, ...overrides,
});
const notice = (overrides: Partial<StaffNotice> = {}): StaffNotice => ({
  id: 3, title: 'Christmas Day', body: 'Repayments are credited the same day.', imageUrl: '/api/v1/activity/media/notice-holiday.svg',
  startsOn: '2026-12-24', endsOn: '2026-12-26', enabled: true, live: true, ...overrides,
});

describe('the banners desk', () => {
  it('lists banners with their Lusaka dates and whether the app shows them now', async () => {
    renderDesk('/banners', ['marketing'], { 'GET /catalogue/banners': () => [banner(), banner({ id: 6, title: 'Off one', enabled: false })] });
    const row = (await screen.findByText('Festive K20 off')).closest('tr')!;
    expect(row).toHaveTextContent('2026-12-20 00:00');
    expect(row).toHaveTextContent('2026-12-31 23:59');
    expect(row).toHaveTextContent('Not now');
    expect((await screen.findByText('Off one')).closest('tr')).toHaveTextContent('Switched off');
  });

  it('schedules a new banner in Lusaka time', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/banners', ['marketing'], {
      'GET /catalogue/banners': () => [],
      'POST /catalogue/banners': () => banner({ id: 9, title: 'Payday' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a banner' }));
    await submit(user, { 'Title': 'Payday' }, 'Save');
    await refusedUnsent(api, 'POST /catalogue/banners', 'Shown from: choose a date and time');
    await submit(user, { 'Shown from (Lusaka time)': '2026-12-25T08:00', 'Shown until (Lusaka time)': '2026-12-26T20:00' }, 'Save');
    expect(await screen.findByRole('status')).toHaveTextContent('Banner saved: the app shows it only between its dates.');
    expect(api.calls('POST /catalogue/banners')[0]!.body).toEqual({
      position: 1, title: 'Payday', imageUrl: '/api/v1/activity/media/banner-packs.svg', link: '/', startsAt: '2026-12-25T08:00:00+02:00', endsAt: '2026-12-26T20:00:00+02:00', enabled: true,
    });
  });

  it('edits a banner and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/banners', ['marketing'], {
      'GET /catalogue/banners': () => [banner()],
      'POST /catalogue/banners/:id': () => {
        throw new Refusal(400, 'endsAt: must be after startsAt');
      },
    });
    await user.click(within((await screen.findByText('Festive K20 off')).closest('tr')!).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText('Switched on'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('endsAt: must be after startsAt');
    expect(api.calls('POST /catalogue/banners/:id')[0]).toMatchObject({ params: { id: '5' }, body: { enabled: false, startsAt: '2026-12-20T00:00:00+02:00' } });
  });

  it('is marketing’s desk, not admin’s', () => expectNotForRole('/banners', ['admin']));
});

describe('the holiday notices desk', () => {
  it('adds a notice for its Lusaka days, checked first by the add call’s schema; the list shows it after the save', async () => {
    const user = userEvent.setup();
    let notices = [notice()];
    const { api } = renderDesk('/notices', ['marketing'], {
      'GET /catalogue/notices': () => notices,
      'POST /catalogue/notices': ({ body }) => {
        const added = notice({ ...(body as Partial<StaffNotice>), id: 4 });
        notices = [...notices, added];
        return added;
      },
    });
    expect((await screen.findByText('Christmas Day')).closest('tr')).toHaveTextContent('Shown');
    await user.click(screen.getByRole('button', { name: 'Add a notice' }));
    await submit(user, { 'Title': '  New Year ', 'Text': 'Repayments on 1 January are credited the same day.', 'First day (Lusaka)': '2027-01-01', 'Last day (Lusaka)': '2026-12-31' }, 'Save');
    // The add call's schema (noticeInput) refuses the days the wrong way round, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /catalogue/notices', 'Last day (Lusaka): must not be before startsOn');
    await resubmit(user, { 'First day (Lusaka)': '2026-12-31', 'Last day (Lusaka)': '2027-01-01' }, 'Save');
    expect(await screen.findByRole('status')).toHaveTextContent('Notice saved');
    // What is sent is the schema's output (the title trimmed).
    expect(api.calls('POST /catalogue/notices')[0]!.body).toMatchObject({ title: 'New Year', startsOn: '2026-12-31', endsOn: '2027-01-01', enabled: true });
    // Refine fetches the notices again after the save (its invalidation): the new one is listed.
    expect(await screen.findByText('New Year')).toBeInTheDocument();
  });
});

describe('the store page desk', () => {
  const empty: StaffStorePage = { rating: null, ratingCount: null, downloads: null, contentRating: null, containsAds: false, inAppPurchases: false, updatedAt: null, updatedBy: null };

  it('saves the real figures, empty ones as not shown', async () => {
    const user = userEvent.setup();
    let saved = empty;
    const { api } = renderDesk('/store-page', ['marketing'], {
      'GET /catalogue/store-page': () => saved,
      'POST /catalogue/store-page': ({ body }) => (saved = { ...(body as StaffStorePage), updatedAt: '2026-11-27T07:00:00.000Z', updatedBy: 'marketing@pocket.test' }),
    });
    expect(await screen.findByText('Last changed: never')).toBeInTheDocument();
    await submit(user, { 'Average rating (1.0 to 5.0; empty: not shown)': '4.2', 'Number of ratings': '318' }, 'Save');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: /details shows these figures now.');
    expect(api.calls('POST /catalogue/store-page')[0]!.body).toEqual({ rating: 4.2, ratingCount: 318, downloads: null, contentRating: null, containsAds: false, inAppPurchases: false });
    // Refine fetches the page again (useRefreshAfter): who changed it last shows without a reload.
    expect(await screen.findByText(/^Last changed: marketing@pocket.test, /)).toBeInTheDocument();
    expect(screen.getByLabelText('Average rating (1.0 to 5.0; empty: not shown)')).toHaveValue('4.2');
  });

  it('names a rating that is not a number before asking', async () => {
    const { user, api } = await openDesk('/store-page', ['marketing'], { 'GET /catalogue/store-page': () => empty });
    await user.type(await screen.findByLabelText('Average rating (1.0 to 5.0; empty: not shown)'), 'great');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await refusedUnsent(api, 'POST /catalogue/store-page', 'Average rating: a number such as 4.2');
  });
});
