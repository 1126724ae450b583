import { useState } from 'react';
import { Link } from 'react-router';

import type { ApplicationCase as Case } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { RecordPage } from '../layout/record-page';
import { formatTime } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { ApplicationDecision } from './application-decision';
import { formatAge, ruleLabel } from './review-words';

/** One case: the application and the rule that held it, the borrower (masked), their loans, and the decision. */
export function ApplicationCase() {
  return <RecordPage<Case> resource="applications" back={{ to: '/applications', label: 'Back to the queue' }} title={(found) => `Application ${found.application.orderId}`} notRead="This application could not be loaded." Body={CaseBody} />;
}

function CaseBody({ record: found }: { record: Case }) {
  const [decided, setDecided] = useState<string | null>(null);
  const { application: a, borrower: b, history } = found;
  return (
    <>
      <section className="card" aria-label="Application">
        <dl className="facts">
          <dt>Amount</dt>
          <dd>
            {formatKwacha(a.amount)} for {a.termDays} days ({a.product})
          </dd>
          <dt>Why a person reviews it</dt>
          <dd>
            {ruleLabel(a.rule)}: {a.note}
          </dd>
          <dt>Applied</dt>
          <dd>
            {formatTime(a.appliedAt)}, {formatAge(a.ageMinutes)} ago (target {formatAge(a.targetMinutes)}){a.late && a.status === 'REVIEWING' ? ', over target' : ''}
          </dd>
          <dt>Priority</dt>
          <dd>{a.priority ? 'VIP: priority review' : '-'}</dd>
          <dt>Status</dt>
          <dd data-testid="application-status">{a.status}</dd>
          {a.decision ? (
            <>
              <dt>Decision</dt>
              <dd>
                {a.decision.outcome} by {a.decision.by} at {formatTime(a.decision.at)}
                {a.decision.reason ? `: ${a.decision.reason}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
        {a.status === 'REVIEWING' ? (
          <ApplicationDecision orderId={a.orderId} onDone={setDecided} />
        ) : null}
        {decided ? <p role="status">{decided === 'REJECTED' ? 'Rejected: the borrower is told by SMS.' : 'Approved: the loan is being paid out.'}</p> : null}
      </section>
      {found.policy ? (
        <section className="card" aria-label="Credit policy decision">
          <h2>Credit policy version {found.policy.version}</h2>
          <p>
            Limit {formatKwacha(found.policy.limit.limit)}: base {formatKwacha(found.policy.limit.base)}, questionnaire {formatKwacha(found.policy.limit.questionnaireBonus)}, VIP{' '}
            {formatKwacha(found.policy.limit.vipBoost)}; available {formatKwacha(found.policy.limit.available)}
            {found.policy.score === null ? '' : `; score ${found.policy.score}`}.
          </p>
          {/* The rule that sent it to a person is shown above ("Why a person reviews it"). */}
          <ListTable caption="What the policy checked" columns={['Check', 'Result', 'What it saw']}>
            {found.policy.reasons.filter((r) => r.result !== 'review').map((r) => (
              <tr key={r.code}>
                <td>{r.code}</td>
                <td>{r.result}</td>
                <td>{r.note}</td>
              </tr>
            ))}
          </ListTable>
        </section>
      ) : null}
      <section className="card" aria-label="Borrower">
        <h2>Borrower</h2>
        <dl className="facts">
          <dt>Borrower</dt>
          <dd>
            <Link to={`/borrowers/${b.uid}`}>Open borrower {b.uid}</Link>
          </dd>
          <dt>Phone</dt>
          <dd>{b.phone}</dd>
          <dt>Name</dt>
          <dd>{b.name ?? '-'}</dd>
          <dt>KYC</dt>
          <dd>{b.kycStatus}</dd>
          <dt>State</dt>
          <dd>{b.blocked ? 'Blocked' : 'Active'}</dd>
          <dt>Base limit</dt>
          <dd>
            {formatKwacha(b.baseLimit)}
            {b.limitRaisedAt ? `, raised ${formatTime(b.limitRaisedAt)}` : ''}
          </dd>
          <dt>Since</dt>
          <dd>{formatTime(b.registeredAt)}</dd>
        </dl>
      </section>
      <section aria-label="Loans before">
        <h2>Loans before</h2>
        {history.length === 0 ? (
          <p className="muted">None: this is the first application.</p>
        ) : (
          <ListTable caption="The borrower's other loans" columns={['Loan', 'Amount', 'Status', 'Applied', 'Paid out', 'Settled']}>
            {history.map((loan) => (
              <tr key={loan.orderId}>
                <td>{loan.orderId}</td>
                <td>
                  {formatKwacha(loan.amount)} for {loan.termDays} days
                </td>
                <td>{loan.status}</td>
                <td>{formatTime(loan.appliedAt)}</td>
                <td>{formatTime(loan.disbursedAt)}</td>
                <td>{loan.settledAt ? `${formatTime(loan.settledAt)}${loan.settledLate ? ' (late)' : ' (on time)'}` : '-'}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
    </>
  );
}
