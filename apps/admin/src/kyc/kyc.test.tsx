import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { kycCase, kycQueueItem } from '../test/fixtures';
import { fillIn, refusedUnsent, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const casePage = (extra = {}, found = kycCase(5)) => renderDesk('/kyc/5', ['risk'], { 'GET /kyc/:id': () => found, ...extra });

describe('the KYC review desk', () => {
  it('lists the waiting KYC oldest first as the server orders them, with their age, and opens a case', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/kyc', ['risk'], {
      'GET /kyc/queue': () => ({ items: [kycQueueItem(5), kycQueueItem(6, { ageMinutes: 3000, flags: ['device-shared', 'resubmitted'] })], nextCursor: null }),
      'GET /kyc/:id': ({ params }) => kycCase(Number(params.id)),
    });
    const rows = await screen.findAllByTestId('kyc-case');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Open case 5', 'Open case 6']);
    expect(within(rows[0]!).getByText('1 h 35 min')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('NRC used by another account')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 days')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Device used by another account; Sent again after a rejection')).toBeInTheDocument();
    expect(api.calls('GET /kyc/queue')).toHaveLength(1);
    await user.click(within(rows[0]!).getByRole('link', { name: 'Open case 5' }));
    expect(await screen.findByRole('heading', { name: 'KYC case 5' })).toBeInTheDocument();
  });

  it('shows the masked identity with reveals, the photos and the look-alikes', async () => {
    casePage();
    expect(await screen.findByRole('heading', { name: 'KYC case 5' })).toBeInTheDocument();
    expect(screen.getByText('******/**/1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reveal NRC' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Selfie' })).toHaveAttribute('src', '/api/staff/kyc/5/photos/face');
    expect(screen.getByRole('img', { name: 'NRC front' })).toHaveAttribute('src', '/api/staff/kyc/5/photos/nrcFront');
    const other = screen.getByTestId('look-alike');
    expect(within(other).getByText('same NRC, same device')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'Borrower 7' })).toHaveAttribute('href', '/borrowers/7');
  });

  it('rejects only with a reason code, shows the words the borrower reads, and sends the code', async () => {
    const user = userEvent.setup();
    let rejected = false;
    const { api } = casePage({
      'GET /kyc/:id': () => (rejected ? kycCase(5, { status: 'rejected', reasonCode: 'photo-unreadable', decidedAt: '2026-11-20T09:00:00.000Z' }) : kycCase(5)),
      'POST /kyc/:id/reject': () => ((rejected = true), { id: 5, uid: 105, status: 'rejected' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject KYC' }));
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    // The call's own schema (kycRejectBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /kyc/:id/reject', 'Reason the borrower reads: choose the reason the borrower will read');
    await fillIn(user, { 'Reason the borrower reads': 'NRC photos unreadable' });
    const reason = KYC_REJECT_REASONS['photo-unreadable'];
    expect(screen.getByTestId('borrower-words')).toHaveTextContent(`The borrower reads: ${reason.why} ${reason.next}`);
    await submit(user, { 'Note (optional, kept in the audit)': 'ok' }, 'Confirm rejection');
    await refusedUnsent(api, 'POST /kyc/:id/reject', 'Note: must say why (at least 3 characters)');
    await submit(user, { 'Note (optional, kept in the audit)': ', blurred  ' }, 'Confirm rejection');
    expect(await screen.findByText('KYC rejected. The borrower was told by SMS.')).toBeInTheDocument();
    // What is sent is the schema's output (the note trimmed).
    expect(api.calls('POST /kyc/:id/reject')[0]).toMatchObject({ params: { id: '5' }, body: { reasonCode: 'photo-unreadable', note: 'ok, blurred' }, csrf: api.csrfToken });
    // Refine fetches the case again (the kyc resource invalidated): the status shows the reason as the server keeps it.
    expect(await screen.findByText('rejected: NRC photos unreadable')).toBeInTheDocument();
  });

  it('approves with an optional note, and shows the server refusal when someone decided first', async () => {
    const user = userEvent.setup();
    let decided = false;
    const { api } = casePage({
      'POST /kyc/:id/approve': () => {
        if (decided) throw new Refusal(409, 'This KYC case is already approved');
        decided = true;
        return { id: 5, uid: 105, status: 'approved' };
      },
    });
    decided = true;
    await user.click(await screen.findByRole('button', { name: 'Approve KYC' }));
    await submit(user, { 'Note (optional, kept in the audit)': 'same person, new SIM' }, 'Confirm approval');
    expect(await screen.findByRole('alert')).toHaveTextContent('This KYC case is already approved');
    expect(api.calls('POST /kyc/:id/approve')[0]!.body).toEqual({ note: 'same person, new SIM' });
    decided = false;
    await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('KYC approved. The borrower was told by SMS.')).toBeInTheDocument();
  });

  it('a decided case shows its reason and no buttons', async () => {
    casePage({}, kycCase(5, { status: 'rejected', reasonCode: 'face-mismatch', decidedAt: '2026-11-20T09:00:00.000Z' }));
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('rejected: Selfie does not match the NRC photo');
    expect(screen.getByText('Decided 2026-11-20 09:00 UTC.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve KYC' })).toBeNull();
  });

  it('other roles see neither the menu entry nor the desk', async () => {
    renderDesk('/kyc', ['support'], { 'GET /kyc/queue': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'KYC review' })).toBeNull();
  });
});
