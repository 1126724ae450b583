import { Fragment, useState } from 'react';
import { Link } from 'react-router';

import { KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycCase, KycDecisionData } from '@pocket/contracts/api/staff';

import { RecordPage } from '../layout/record-page';
import { formatTime } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { RevealField } from '../ui/reveal-field';
import { KycDecision } from './kyc-decision';
import { FLAG_WORDS, MATCH_WORDS, PHOTO_WORDS, formatAge } from './kyc-words';

/** One KYC case: why it came to a person, the identity (masked, reveal audited), the photos, look-alikes, the decision. */
export function KycCasePage() {
  return <RecordPage<KycCase> resource="kyc" back={{ to: '/kyc', label: 'Back to the queue' }} title={(found) => `KYC case ${found.id}`} notRead="This KYC case could not be loaded." Body={CaseBody} />;
}

function CaseBody({ record: found }: { record: KycCase }) {
  const [decided, setDecided] = useState<KycDecisionData | null>(null);
  const status = decided?.status ?? found.status;
  return (
    <>
      <section className="card" aria-label="Case">
        <dl className="facts">
          <dt>Borrower</dt>
          <dd>
            <Link to={`/borrowers/${found.uid}`}>Borrower {found.uid}</Link>
          </dd>
          <dt>Why a person</dt>
          <dd>{found.flags.map((flag) => FLAG_WORDS[flag]).join('; ')}</dd>
          <dt>Status</dt>
          <dd data-testid="kyc-status">
            {status}
            {/* A decision's reason shows once Refine has fetched the case again (the record decided as it says). */}
            {found.reasonCode && found.status === status ? `: ${KYC_REJECT_REASONS[found.reasonCode].label}` : ''}
          </dd>
          <dt>Waiting</dt>
          <dd>
            {formatAge(found.ageMinutes)} (since {formatTime(found.openedAt)})
          </dd>
        </dl>
      </section>
      <section className="card" aria-label="Identity">
        <h2>Identity</h2>
        <dl className="facts">
          <dt>Phone</dt>
          <dd>
            {found.identity.phone} <RevealField uid={found.uid} field="phone" />
          </dd>
          <dt>Name</dt>
          <dd>
            {found.identity.name} <RevealField uid={found.uid} field="name" />
          </dd>
          <dt>NRC</dt>
          <dd>
            {found.identity.nrc} <RevealField uid={found.uid} field="nrc" />
          </dd>
          <dt>Date of birth</dt>
          <dd>{found.identity.dateOfBirth}</dd>
          <dt>Gender</dt>
          <dd>{found.identity.gender}</dd>
          {Object.entries(found.personal).map(([field, value]) => (
            <Fragment key={field}>
              <dt>{field}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="card" aria-label="Photos">
        <h2>Photos</h2>
        <p className="muted">Each view of a photo is kept in the audit.</p>
        <div className="photos">
          {found.photos.map((p) => (
            <figure key={p.photo}>
              <img src={p.url} alt={PHOTO_WORDS[p.photo]} loading="lazy" />
              <figcaption>{PHOTO_WORDS[p.photo]}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section aria-label="Look-alikes">
        <h2>Look-alikes on other accounts</h2>
        {found.lookAlikes.length === 0 ? (
          <p className="muted">No other account shares the NRC, a phone or a device.</p>
        ) : (
          <ListTable caption="Accounts that share something with this one" columns={['Borrower', 'Shares', 'Phone', 'Name', 'Their KYC', 'Since']}>
            {found.lookAlikes.map((other) => (
              <tr key={other.uid} data-testid="look-alike">
                <td>
                  <Link to={`/borrowers/${other.uid}`}>Borrower {other.uid}</Link>
                </td>
                <td>{other.matches.map((m) => MATCH_WORDS[m]).join(', ')}</td>
                <td>{other.phone}</td>
                <td>{other.name ?? '-'}</td>
                <td>{other.reviewStatus ?? 'passed by the rules'}</td>
                <td>{formatTime(other.createdAt)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
      {decided ? (
        <p role="status">KYC {decided.status}. The borrower was told by SMS.</p>
      ) : found.status === 'pending' ? (
        <KycDecision id={found.id} onDone={setDecided} />
      ) : (
        <p className="muted">Decided {formatTime(found.decidedAt)}.</p>
      )}
    </>
  );
}
