import { useCan, useList, useOne } from '@refinedev/core';
import { useState } from 'react';

import { bookCloseBody } from '@pocket/contracts/api/staff';
import type { BookChecklist, BookMonthItem } from '@pocket/contracts/api/staff';
import { bookCalls, staffPathOf } from '@pocket/contracts/staff';

import { lusakaDay } from '../catalogue/units';
import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ChartView } from './chart-view';
import { ClassesView } from './classes-view';
import { FeeRecognitionView } from './fee-recognition-view';
import { ProvisionsView } from './provisions-view';
import { StatementsView } from './statements-view';
import { WriteOffsView } from './write-offs-view';

/** A month's state in the desk's words. */
export const monthState = (m: BookMonthItem) => (m.status === 'closed' ? 'Closed' : m.ended ? 'Open, ended' : 'Open, running');

function Checklist({ month, onRequested }: { month: string; onRequested: (text: string) => void }) {
  const { query, result } = useOne<BookChecklist>({ resource: 'books', id: month });
  const list = result ?? null;
  const [asking, setAsking] = useState(false);
  // The close request through Refine's form, checked first by the call's schema (bookCloseBody).
  const form = useCheckedForm('book-closes', bookCloseBody, { params: { month }, labels: { reason: 'Reason' } });
  const { data: canClose } = useCan({ resource: 'books', action: 'close' });
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The checklist could not be loaded.'}</p>;
  if (!list) return <p role="status">Loading the checklist of {month}...</p>;
  return (
    <section className="card" aria-label={`Month end of ${month}`}>
      <h2>Month end of {month}</h2>
      <ListTable caption={`Checklist of ${month}`} columns={['Check', 'State', 'What it found']}>
        {list.checks.map((c) => (
          <tr key={c.name}>
            <td>{c.title}</td>
            <td>{c.ok ? 'Passed' : 'Failing'}</td>
            <td>{c.detail}</td>
          </tr>
        ))}
      </ListTable>
      {list.blocker ? <p className="muted">{list.blocker}</p> : null}
      {canClose?.can === true && list.status === 'open' && !asking ? (
        <button type="button" className="button" disabled={!list.ready} onClick={() => setAsking(true)}>
          Request the close of {month}
        </button>
      ) : null}
      {asking ? (
        <ReasonForm
          title={`Close ${month}`}
          submitLabel="Request"
          form={form}
          hint="A second person (finance or admin) approves it in Approvals; the checks run again then. A closed month takes no more postings."
          onSubmit={(reason) =>
            void form.send({ reason }).then((answer) => {
              if (answer) {
                setAsking(false);
                onRequested(`The close of ${month} requested: a second person approves it in Approvals.`);
              }
            })
          }
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

/**
 * The desk itself, inside the guard: a role the desk is not for never asks the server.
 */
function BooksDesk() {
  const { query, result } = useList<BookMonthItem>({ resource: 'books', pagination: { mode: 'off' } });
  // After a request Refine fetches the months and the open checklist again (no refetch by hand).
  const refresh = useRefreshAfter('books');
  const items = result.data;
  const { data: canExport } = useCan({ resource: 'books', action: 'export' });
  const [open, setOpen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [statements, setStatements] = useState<string | null>(null);
  const [provisions, setProvisions] = useState<string | null>(null);
  const [writeOffs, setWriteOffs] = useState<string | null>(null);
  const [settings, setSettings] = useState<'classes' | 'chart' | 'fee' | null>(null);
  const shown = open ?? items.find((m) => m.status === 'open' && m.ended)?.month ?? null;
  return (
    <>
      {done ? <p role="status">{done}</p> : null}
      {query.isError ? (
        <div role="alert" className="error-box">
          <p>{query.error?.message ?? 'The months could not be loaded.'}</p>
        </div>
      ) : null}
      <ListTable caption="Ledger months" columns={['Month', 'State', 'Closed on', '', '']}>
        {items.map((m) => (
          <tr key={m.month}>
            <td>{m.month}</td>
            <td>{monthState(m)}</td>
            <td>{m.closedAt ? lusakaDay(m.closedAt) : '–'}</td>
            <td>
              {m.ended && m.status === 'open' ? (
                <button type="button" className="button secondary" onClick={() => setOpen(m.month)}>
                  Checklist of {m.month}
                </button>
              ) : null}
              {m.status === 'closed' ? (
                <button type="button" className="button secondary" onClick={() => setStatements(m.month)}>
                  Statements of {m.month}
                </button>
              ) : null}
              {m.ended ? (
                <button type="button" className="button secondary" onClick={() => setProvisions(m.month)}>
                  Provisions of {m.month}
                </button>
              ) : null}
              {m.ended ? (
                <button type="button" className="button secondary" onClick={() => setWriteOffs(m.month)}>
                  Write-offs of {m.month}
                </button>
              ) : null}
            </td>
            <td>
              {m.status === 'closed' && canExport?.can === true ? (
                <a className="button secondary" href={staffPathOf(bookCalls.journal, { month: m.month })} download>
                  Journal of {m.month} (CSV)
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
      <p className="actions">
        <button type="button" className="button secondary" aria-pressed={settings === 'classes'} onClick={() => setSettings(settings === 'classes' ? null : 'classes')}>
          Provision classes
        </button>
        <button type="button" className="button secondary" aria-pressed={settings === 'chart'} onClick={() => setSettings(settings === 'chart' ? null : 'chart')}>
          Chart of accounts
        </button>
        <button type="button" className="button secondary" aria-pressed={settings === 'fee'} onClick={() => setSettings(settings === 'fee' ? null : 'fee')}>
          Fee recognition
        </button>
      </p>
      {settings === 'classes' ? <ClassesView /> : null}
      {settings === 'chart' ? <ChartView /> : null}
      {settings === 'fee' ? <FeeRecognitionView /> : null}
      {/* Keyed by view and month: two views of the same month stand side by side. */}
      {statements !== null ? <StatementsView key={`statements-${statements}`} month={statements} /> : null}
      {provisions !== null ? <ProvisionsView key={`provisions-${provisions}`} month={provisions} /> : null}
      {writeOffs !== null ? <WriteOffsView key={`write-offs-${writeOffs}`} month={writeOffs} /> : null}
      {shown !== null ? <Checklist key={`checklist-${shown}`} month={shown} onRequested={(text) => (setDone(text), refresh())} /> : null}
    </>
  );
}

/**
 * Books (finance; admin too): the ledger's months with their state, a month's close checklist, the close request a
 * second person approves, a closed month's statements, an ended month's provisions and income recognised and its
 * write-offs and recoveries, and a closed month's general-ledger journal as CSV; the provision classes, the chart of
 * accounts and the fee recognition, each changed by a request a second person approves (docs/books.md).
 */
export function BooksPage() {
  return (
    <DeskGuard resource="books">
      <h1>Books</h1>
      <p className="muted">The ledger month by month. A month is closed after it ends, in order, once its checks pass and a second person approves; then its journal downloads for the accounting package.</p>
      <BooksDesk />
    </DeskGuard>
  );
}
