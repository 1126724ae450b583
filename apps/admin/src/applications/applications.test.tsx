import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ALREADY_DECIDED, REJECT_REASON_TEXTS } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { applicationCase, applicationItem } from '../test/fixtures';
import { refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('the applications desk', () => {
  it('lists the queue in the server\'s order with the amount, the rule, the age against the target and VIP', async () => {
    renderDesk('/applications', ['risk'], {
      'GET /applications/queue': () => ({
        items: [applicationItem(7, { priority: true, rule: 'first-loan', note: 'First loan', amount: 120_000 }), applicationItem(5, { ageMinutes: 150, late: true })],
        targetMinutes: 120,
      }),
    });
    const rows = await screen.findAllByTestId('application-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Open application 7', 'Open application 5']);
    expect(rows[0]).toHaveTextContent('K1,200.00 for 14 days');
    expect(rows[0]).toHaveTextContent('First loan above the threshold');
    expect(within(rows[0]!).getByText('VIP')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('2 h 30 min (over target)');
    expect(screen.getByText(/Target: 2 h 00 min/)).toBeInTheDocument();
  });

  it('shows how the credit policy decided the case: its version, the limit made of its parts and what it checked', async () => {
    renderDesk('/applications/9', ['risk'], {
      'GET /applications/:id': ({ params }) => ({
        ...applicationCase(Number(params.id)),
        policy: {
          version: 3, score: 40,
          reasons: [{ code: 'limit', result: 'passed', note: 'K3,500.00 asked, K4,500.00 available' }, { code: 'review:amount', result: 'review', note: 'K3,500.00 is above K3,000.00' }],
          limit: { base: 400_000, questionnaireBonus: 50_000, vipBoost: 0, limit: 450_000, available: 450_000 },
        },
      }),
    });
    const policy = await screen.findByRole('region', { name: 'Credit policy decision' });
    expect(within(policy).getByRole('heading')).toHaveTextContent('Credit policy version 3');
    expect(policy).toHaveTextContent('Limit K4,500.00: base K4,000.00, questionnaire K500.00, VIP K0.00; available K4,500.00; score 40.');
    const rows = within(policy).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('limitpassedK3,500.00 asked, K4,500.00 available');
    // The rule that sent it here is shown once, above, not again in the table.
    expect(rows).toHaveLength(2);
  });

  it('says so when nothing waits', async () => {
    renderDesk('/applications', ['risk'], { 'GET /applications/queue': () => ({ items: [], targetMinutes: 120 }) });
    expect(await screen.findByText('No application is waiting for review.')).toBeInTheDocument();
  });

  it('shows the case and approves it: the loan is paid out', async () => {
    const user = userEvent.setup();
    let status = 'REVIEWING';
    const { api } = renderDesk('/applications/9', ['risk'], {
      'GET /applications/:id': ({ params }) => applicationCase(Number(params.id), status),
      'POST /applications/:id/approve': ({ params }) => ((status = 'DISBURSING'), { orderId: Number(params.id), status }),
    });
    expect(await screen.findByRole('heading', { name: 'Application 9' })).toBeInTheDocument();
    expect(screen.getByText(/Amount above the review threshold: K3,500.00 is above K3,000.00/)).toBeInTheDocument();
    expect(screen.getByText(/K500.00 for 7 days/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve and pay out' }));
    expect(await screen.findByText('Approved: the loan is being paid out.')).toBeInTheDocument();
    expect(api.calls('POST /applications/:id/approve')[0]).toMatchObject({ params: { id: '9' }, csrf: api.csrfToken });
    expect(await screen.findByTestId('application-status')).toHaveTextContent('DISBURSING');
    expect(screen.queryByRole('button', { name: 'Approve and pay out' })).toBeNull();
  });

  it('rejects only with a reason chosen and a note, and sends both', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/applications/9', ['risk'], {
      'GET /applications/:id': ({ params }) => applicationCase(Number(params.id)),
      'POST /applications/:id/reject': ({ params }) => ({ orderId: Number(params.id), status: 'REJECTED' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    // The call's schema (applicationRejectBody) refuses, naming the field; nothing is sent; what goes is its output.
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason the borrower is told: choose the reason the borrower is told');
    await submit(user, { 'Reason the borrower is told': REJECT_REASON_TEXTS.repayment, 'Note (kept in the audit)': ' ab ' }, 'Reject');
    await refusedUnsent(api, 'POST /applications/:id/reject', 'Note: must say why (at least 3 characters)');
    await resubmit(user, { 'Note (kept in the audit)': ' income does not cover K3,500  ' }, 'Reject');
    expect(await screen.findByText('Rejected: the borrower is told by SMS.')).toBeInTheDocument();
    expect(api.calls('POST /applications/:id/reject')[0]!.body).toEqual({ reason: 'repayment', note: 'income does not cover K3,500' });
  });

  it('shows the server\'s words when a colleague decided first', async () => {
    const user = userEvent.setup();
    renderDesk('/applications/9', ['risk'], {
      'GET /applications/:id': ({ params }) => applicationCase(Number(params.id)),
      'POST /applications/:id/approve': () => {
        throw new Refusal(409, ALREADY_DECIDED);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve and pay out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_DECIDED);
  });

  it('is not for support or finance: the desk says so and asks nothing', async () => {
    for (const role of ['support', 'finance'] as const) {
      const { api, unmount } = renderDesk('/applications', [role], { 'GET /applications/queue': () => ({ items: [], targetMinutes: 120 }) });
      expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull();
      expect(api.calls('GET /applications/queue')).toHaveLength(0);
      unmount();
      sessionStore.clear();
    }
  });
});
