import { useCan, useOne } from '@refinedev/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { CONTACT_OUTCOME_TEXT, type CaseDetail, noteBody } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { guardedPage } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { RecordHead, RecordNotRead } from '../ui/record-head';
import { KwachaCells } from '../ui/row-pieces';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ContactPanel } from './contact-panel';
import { PlanForm } from './plan-form';
import { PlanOnDay } from './plan-on-day';

const NOTE_FIELD = { label: 'Note', minLength: 3, tooShort: 'Write a note (at least 3 characters).', maxLength: 2000, rows: 3 };

/** One case: the loan's bills, the bucket history, contact under the rules, notes, promises, hardship requests, complaints. */
export const CollectionCasePage = guardedPage('collections', CaseBody, 'show');

function CaseBody() {
  const { id = '' } = useParams();
  // The collections resource's record: a contact, an outcome, a note or a plan asked for fetches it (and the queue) again.
  const { query, result: d } = useOne<CaseDetail>({ resource: 'collections', id });
  const refresh = useRefreshAfter('collections');
  const canContact = useCan({ resource: 'collections', action: 'contact' }).data?.can === true;
  const canSeePlans = useCan({ resource: 'collections', action: 'plans' }).data?.can === true;
  const [noting, setNoting] = useState(false);
  // A note goes through Refine's form (the collection-notes resource), checked first by the call's schema (noteBody).
  const note = useCheckedForm('collection-notes', noteBody, { params: { id }, labels: { text: 'Note' } });
  if (query.isLoading) return <p role="status">Loading...</p>;
  if (query.isError || !d) {
    return <RecordNotRead message={query.error?.message} fallback="This case could not be loaded." back={{ to: '/collections', label: 'Back to the queue' }} />;
  }
  const c = d.case;
  return (
    <>
      <RecordHead back={{ to: '/collections', label: 'Back to the queue' }} title={`Case ${c.id}`} />
      <section className="card" aria-label="Case">
        <dl className="facts">
          <dt>Loan</dt>
          <dd>
            {c.orderId} of <Link to={`/borrowers/${c.uid}`}>borrower {c.uid}</Link>
          </dd>
          <dt>Status</dt>
          <dd data-testid="case-status">{c.status === 'OPEN' ? 'open' : `closed (${c.closeReason === 'PAID' ? 'paid up to date' : c.closeReason === 'RESTRUCTURED' ? 'up to date by a payment plan' : 'written off'})`}</dd>
          <dt>Days late</dt>
          <dd data-testid="case-dpd">
            {c.daysPastDue} (bucket {c.bucket})
          </dd>
          <dt>Late amount</dt>
          <dd>{formatKwacha(c.overdue)}</dd>
          <dt>Agent</dt>
          <dd>{c.agent ?? 'unassigned'}</dd>
          <dt>Flags</dt>
          <dd>{[c.disputed ? 'disputes the debt: no contact' : null, c.stopCalls ? 'asked not to be called' : null].filter(Boolean).join('; ') || '-'}</dd>
        </dl>
      </section>
      {canContact && c.status === 'OPEN' ? <ContactPanel detail={d} /> : null}
      <section className="card" aria-label="Bills">
        <h2>Bills</h2>
        <ListTable caption="Bills" columns={['Bill', 'Due', 'Status', 'Due amount', 'Paid', 'Waived', 'Owed']}>
          {d.bills.map((b) => (
            <tr key={b.planId}>
              <td>
                #{b.planId} ({b.period})
              </td>
              <td>{b.dueDate}</td>
              <td>{b.status}</td>
              <KwachaCells amounts={[b.due, b.paid, b.waived, b.owed]} />
            </tr>
          ))}
        </ListTable>
      </section>
      <section className="card" aria-label="Contacts">
        <h2>Contacts</h2>
        {d.contacts.length === 0 ? (
          <p className="muted">No contact yet.</p>
        ) : (
          <ListTable caption="Contacts, newest first" columns={['When', 'By', 'Channel', 'Outcome or refusal']}>
            {d.contacts.map((x) => (
              <tr key={x.id} data-testid="contact-row">
                <td>{formatTime(x.at)}</td>
                <td>{x.by ?? 'automatic'}</td>
                <td>
                  {x.channel}
                  {x.template ? ` (${x.template})` : ''}
                </td>
                <td>{x.refusedText ? <strong className="error">{x.refusedText}</strong> : x.outcome ? CONTACT_OUTCOME_TEXT[x.outcome] : 'no outcome yet'}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
      <section className="card" aria-label="Promises to pay">
        <h2>Promises to pay</h2>
        {d.promises.length === 0 ? (
          <p className="muted">No promise.</p>
        ) : (
          <ul>
            {d.promises.map((p) => (
              <li key={p.id}>
                {formatKwacha(p.amount)} by {p.payBy}: {p.status.toLowerCase()} (made by {p.madeBy})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-label="Payment plans">
        <h2>Payment-plan requests</h2>
        {d.hardship.length === 0 ? (
          <p className="muted">The borrower has not asked for a payment plan.</p>
        ) : (
          <ul>
            {d.hardship.map((h) => (
              <li key={h.id} data-testid="hardship-row">
                {formatTime(h.createdAt)}: “{h.reason}” ({h.status === 'PLANNED' ? `plan of ${h.instalments} instalments` : h.status.toLowerCase()})
                {h.status === 'OPEN' && canContact ? <PlanForm hardshipId={h.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canSeePlans && d.hardship.some((h) => h.status === 'PLANNED') ? <PlanOnDay orderId={c.orderId} /> : null}
      <section className="card" aria-label="Notes">
        <h2>Notes</h2>
        {d.notes.map((n) => (
          <p key={n.id}>
            {formatTime(n.at)}, {n.by}: {n.text}
          </p>
        ))}
        {noting ? (
          <ReasonForm
            title="Add a note"
            submitLabel="Save note"
            field={NOTE_FIELD}
            busy={note.busy}
            error={note.message}
            checkedByCall
            onCancel={() => setNoting(false)}
            onSubmit={(text) =>
              void note.send({ text }).then((answer) => {
                if (answer) {
                  setNoting(false);
                  refresh();
                }
              })
            }
          />
        ) : (
          <button type="button" className="button" onClick={() => setNoting(true)}>
            Add a note
          </button>
        )}
      </section>
      <section className="card" aria-label="History">
        <h2>Bucket history</h2>
        <ul>
          {d.moves.map((m, i) => (
            <li key={i}>
              {m.day}: {m.from ?? 'opened'} → {m.to ?? 'closed'} ({m.daysPastDue} days late)
            </li>
          ))}
        </ul>
        <h2>Complaints</h2>
        {d.complaints.length === 0 ? <p className="muted">None.</p> : d.complaints.map((x) => <p key={x.reference}>{x.reference}: {x.status.toLowerCase()}</p>)}
      </section>
    </>
  );
}
