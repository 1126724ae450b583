import { CanAccess } from '@refinedev/core';
import { Link } from 'react-router';

import type { BorrowerPage as Page } from '@pocket/contracts/api/staff';

import { RecordPage } from '../layout/record-page';
import { filteredPath } from '../ui/filtered-path';
import { formatTime, formatValue } from '../ui/format';
import { RevealField } from '../ui/reveal-field';
import { BorrowerActions } from './borrower-actions';
import { BorrowerMessages } from './borrower-messages';
import { RecordTable } from './record-table';

/** One borrower: the masked profile with audited reveals, KYC, loans, payments, stage orders, messages (resend), sign-ins, staff actions. */
export function BorrowerPage() {
  return <RecordPage<Page> resource="borrowers" back={{ to: '/borrowers', label: 'Back to the search' }} title={(page) => `Borrower ${page.profile.uid}`} notRead="This borrower could not be loaded." Body={PageBody} />;
}

function PageBody({ record: page }: { record: Page }) {
  const { profile } = page;
  return (
    <>
      <section className="card" aria-label="Profile">
        <dl className="facts">
          <dt>Phone</dt>
          <dd>
            {profile.phone} <RevealField uid={profile.uid} field="phone" />
          </dd>
          <dt>Name</dt>
          <dd>
            {profile.name ?? '-'} {profile.name ? <RevealField uid={profile.uid} field="name" /> : null}
          </dd>
          <dt>NRC</dt>
          <dd>
            {profile.nrc ?? '-'} {profile.nrc ? <RevealField uid={profile.uid} field="nrc" /> : null}
          </dd>
          <dt>KYC photos</dt>
          <dd>
            <span className="muted">hidden</span> <RevealField uid={profile.uid} field="photos" />
          </dd>
          <dt>State</dt>
          <dd>{profile.blocked ? `Blocked${profile.blockedReason ? `: ${profile.blockedReason}` : ''}` : 'Active'}</dd>
          <dt>KYC</dt>
          <dd>
            {page.kyc.status}
            {page.kyc.sections.length > 0 ? ` (${page.kyc.sections.join(', ')})` : ''}
          </dd>
          <dt>Channel, device</dt>
          <dd>
            {profile.registerChannel ?? '-'}, {profile.deviceBrand ?? '-'} (trusted devices reset {profile.deviceResets} {profile.deviceResets === 1 ? 'time' : 'times'})
          </dd>
          <dt>Since</dt>
          <dd>{formatTime(profile.createdAt)}</dd>
          <dt>VIP</dt>
          <dd>{formatValue(page.vip)}</dd>
        </dl>
        <BorrowerActions uid={profile.uid} blocked={profile.blocked} />
        <CanAccess resource="adjustments" action="list">
          <p>
            <Link to={filteredPath('adjustments', { uid: profile.uid })}>Adjustments: refund, waive, write off, extend</Link>
          </p>
        </CanAccess>
      </section>
      <RecordTable title="Loans" rows={page.loans} />
      <RecordTable title="Payments" rows={page.payments} />
      <RecordTable title="Credit decisions" rows={page.creditDecisions ?? []} />
      <RecordTable title="Stage orders" rows={page.stageOrders} />
      <BorrowerMessages uid={profile.uid} />
      <RecordTable title="Sign-ins" rows={page.signIns} />
      <RecordTable title="Staff actions" rows={page.staffActions} />
    </>
  );
}
