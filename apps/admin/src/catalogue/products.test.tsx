import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { CatalogueProduct, ProductVersion } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { expectNotForRole, refusedUnsent, resubmit, retype, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { kwacha, percent, toBp } from './units';

afterEach(() => sessionStore.clear());

const version = (overrides: Partial<ProductVersion> = {}): ProductVersion => ({
  id: 1, version: 1, effectiveFrom: '2000-01-01T00:00:00.000Z', state: 'current',
  minAmount: 200_00, maxAmount: 5_000_00, step: 100_00, terms: [{ days: 7, interestBp: 1_000 }, { days: 14, interestBp: 1_400 }], stages: 1,
  serviceFeeBp: 200, serviceFeeMin: 5_00, penaltyDailyBp: 100, penaltyCapBp: 3_000, extensionFeeBp: 800, maxExtensions: 2, loans: 12,
  ...overrides,
});
const products = (versions: ProductVersion[]): CatalogueProduct[] => [{ code: 'POCKET_LOAN', name: 'Pocket Loan', active: true, versions }];

describe('the loan products desk', () => {
  it('lists every version with its state, prices and loans', async () => {
    renderDesk('/products', ['admin'], {
      'GET /catalogue/products': () => products([version({ id: 3, version: 2, state: 'scheduled', effectiveFrom: '2026-12-01T22:00:00.000Z', loans: 0, terms: [{ days: 7, interestBp: 1_200 }, { days: 14, interestBp: 1_600 }] }), version()]),
    });
    const table = await screen.findByRole('table', { name: 'Versions of Pocket Loan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-12-02');
    expect(rows[0]).toHaveTextContent('Scheduled');
    expect(rows[0]).toHaveTextContent('7 days: 12%; 14 days: 16%');
    expect(rows[1]).toHaveTextContent('Current');
    expect(rows[1]).toHaveTextContent('K200.00 to K5,000.00, steps of K100.00');
    expect(rows[1]).toHaveTextContent('12');
  });

  it('requests new prices from a date as a product.price approval, in ngwee and basis points', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/products', ['admin'], {
      'GET /catalogue/products': () => products([version()]),
      'POST /approvals': () => ({ id: 40, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change prices' }));
    const from = screen.getByLabelText('From (Lusaka date)');
    await retype(user, from, '2026-12-15');
    const interest = screen.getByLabelText('Interest for 14 days (%)');
    await retype(user, interest, '15.5');
    const fee = screen.getByLabelText('Smallest service fee (K)');
    await retype(user, fee, '7.50');
    // The approvals call's schema with the product.price payload refuses a short reason, naming the field; nothing is sent.
    await submit(user, { 'Reason (kept in the audit)': 'up' }, 'Request');
    await refusedUnsent(api, 'POST /approvals', 'Reason: must say why (at least 3 characters)');
    await resubmit(user, { 'Reason (kept in the audit)': ' funding costs rose ' }, 'Request');
    expect(await screen.findByRole('status')).toHaveTextContent('New prices of Pocket Loan from 2026-12-15 requested: a second admin approves them in Approvals.');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({
      kind: 'product.price',
      reason: 'funding costs rose',
      payload: {
        productId: 1, effectiveFrom: '2026-12-15', minAmount: 200_00, maxAmount: 5_000_00, step: 100_00, serviceFeeMin: 7_50,
        serviceFeeBp: 200, penaltyDailyBp: 100, penaltyCapBp: 3_000, extensionFeeBp: 800,
        terms: [{ days: 7, interestBp: 1_000 }, { days: 14, interestBp: 1_550 }], maxExtensions: 2,
      },
    });
    // The products are read under their resource: Refine's invalidation after the request fetches them again.
    await waitFor(() => expect(api.calls('GET /catalogue/products')).toHaveLength(2));
  });

  it('names the field to correct before asking, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/products', ['admin'], {
      'GET /catalogue/products': () => products([version()]),
      'POST /approvals': () => {
        throw new Refusal(400, 'payload.effectiveFrom: a price applies to new loans from today or a later date, never from a past date');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change prices' }));
    const penalty = screen.getByLabelText('Penalty a day (%)');
    await retype(user, penalty, 'one');
    await submit(user, { 'Reason (kept in the audit)': 'typo check' }, 'Request');
    await refusedUnsent(api, 'POST /approvals', 'Penalty a day (%): enter a percentage, e.g. 14 or 1.5');
    await retype(user, penalty, '1');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText(/never from a past date/)).toBeInTheDocument();
  });

  it('is not a desk for marketing', () => expectNotForRole('/products', ['marketing']));

  it('reads and writes amounts and rates as staff type them', () => {
    expect(kwacha(105_050)).toBe('K1,050.50');
    expect(percent(150)).toBe('1.5%');
    expect(deskKwacha('1,050.50')).toBe(105_050);
    expect(deskKwacha('1.505')).toBeNull();
    expect(toBp('14')).toBe(1_400);
    expect(toBp('-1')).toBeNull();
  });
});
