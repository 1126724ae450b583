import { useId, useState } from 'react';

import { challengerBody, challengerEndBody } from '@pocket/contracts/api/staff';
import type { ArmReport, PolicyVersionDetail } from '@pocket/contracts/api/staff';
import { creditPolicyCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha, lusakaDay } from '../catalogue/units';
import { ActionButtons } from '../ui/action-buttons';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useResourceRead } from '../ui/use-resource-read';
import { rate } from './words';

const LABELS = { sharePct: 'Share of new applications', action: 'What is asked', reason: 'Reason' };
const APPROVAL_HINT = 'A second person (risk or admin) approves it in Approvals; it applies to new applications only.';

/** A draft asked to decide a share (1-50 %) of new applications beside the live version (maker-checker), through Refine's form (challengerBody). */
export function ChallengerForm({ version, onCancel, onRequested }: { version: number; onCancel: () => void; onRequested: (text: string) => void }) {
  const id = useId();
  const [share, setShare] = useState('10');
  const form = useCheckedForm('credit-policy-challenger-requests', challengerBody, { params: { version }, labels: LABELS, words: { sharePct: 'a whole percent from 1 to 50' } });
  const sharePct = /^\d{1,3}$/.test(share.trim()) ? Number(share) : undefined;
  return (
    <div className="card">
      <div className="field">
        <label htmlFor={`${id}-share`}>Share of new applications (%)</label>
        <input id={`${id}-share`} inputMode="numeric" value={share} onChange={(e) => setShare(e.target.value)} />
      </div>
      <ReasonForm
        title={`Version ${version} as a challenger`}
        submitLabel="Request"
        form={form}
        hint={`The same borrowers stay in the share for as long as it runs. ${APPROVAL_HINT}`}
        onSubmit={(reason) =>
          void form.send({ sharePct, reason }).then((answer) => {
            if (answer) onRequested(`Version ${version} as a challenger on ${sharePct}% of new applications requested: a second person approves it in Approvals.`);
          })
        }
        onCancel={onCancel}
      />
    </div>
  );
}

/** The running challenger retired, or promoted to the live version (maker-checker), through Refine's form (challengerEndBody). */
export function ChallengerEnd({ detail, onRequested }: { detail: PolicyVersionDetail; onRequested: (text: string) => void }) {
  const [action, setAction] = useState<'retire' | 'promote' | null>(null);
  const version = detail.version;
  const form = useCheckedForm('credit-policy-challenger-ends', challengerEndBody, { params: { version }, labels: LABELS });
  return (
    <div className="policy-actions">
      <p>
        Challenger on {detail.sharePct}% of new applications{detail.challengerAt ? ` since ${lusakaDay(detail.challengerAt)}` : ''}.
      </p>
      {action === null ? (
        <ActionButtons
          inline
          actions={[
            { label: 'Request promoting', onClick: () => setAction('promote') },
            { label: 'Request retiring', onClick: () => setAction('retire') },
          ]}
        />
      ) : (
        <ReasonForm
          title={action === 'promote' ? `Make version ${version} the live version` : `Retire the challenger, version ${version}`}
          submitLabel="Request"
          form={form}
          hint={APPROVAL_HINT}
          onSubmit={(reason) =>
            void form.send({ action, reason }).then((answer) => {
              if (!answer) return;
              setAction(null);
              onRequested(`${action === 'promote' ? 'Promoting' : 'Retiring'} version ${version} requested: a second person approves it in Approvals.`);
            })
          }
          onCancel={() => setAction(null)}
        />
      )}
    </div>
  );
}

const ARM_TEXT = { champion: 'Champion', challenger: 'Challenger' } as const;

/** The champion and the challenger side by side, by month of the loan (GET .../challenger/report). */
export function ArmReportPanel() {
  const { query, result } = useResourceRead<ArmReport>('credit-policy', callOf(creditPolicyCalls.armReport), { retry: false });
  const r = result.data && 'rows' in result.data ? (result.data as unknown as ArmReport) : null;
  return (
    <section className="card" aria-label="Champion and challenger">
      <h2>Champion and challenger</h2>
      {query.isError ? <p>{query.error?.message ?? 'The report could not be loaded.'}</p> : null}
      {r ? (
        <>
          <p>
            Version {r.challenger} on {r.sharePct}% of new applications, from {lusakaDay(r.from)} {r.to ? `to ${lusakaDay(r.to)}` : '(running)'}.
          </p>
          <ListTable caption="The arms by month of the loan" columns={['Month', 'Arm', 'Versions', 'Applications', 'Approval rate', 'Average amount', 'Loans', 'First-payment default', '30+ days late']}>
            {r.rows.map((a) => (
              <tr key={`${a.month}-${a.arm}`}>
                <td>{a.month}</td>
                <td>{ARM_TEXT[a.arm]}</td>
                <td>{a.versions.join(', ')}</td>
                <td>{a.applications}</td>
                <td>{rate(a.approvalRateBp)}</td>
                <td>{a.averageAmount === null ? '–' : kwacha(a.averageAmount)}</td>
                <td>{a.loans}</td>
                <td>
                  {a.firstPaymentDefault} ({rate(a.firstPaymentDefaultBp)})
                </td>
                <td>
                  {a.late30} ({rate(a.late30Bp)})
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      ) : null}
    </section>
  );
}
