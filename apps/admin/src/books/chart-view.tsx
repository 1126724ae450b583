import { useCan } from '@refinedev/core';
import { useState } from 'react';

import { bookChartBody } from '@pocket/contracts/api/staff';
import type { ChartAccount } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';

const listed = (d: unknown): d is { items: ChartAccount[] } => typeof d === 'object' && d !== null && Array.isArray((d as { items?: unknown }).items);

const LABELS = { code: 'General-ledger code', name: 'Name', reason: 'Reason' };

/**
 * A `books.chart` request sent through Refine's form over its call, checked first by the call's schema
 * (bookChartBody): on success Approvals lists it at once and `onRequested` gets its id; a refusal is in `form.message`.
 */
function useChartRequest(onRequested: (id: number) => void) {
  const form = useCheckedForm<typeof bookChartBody, { id: number }>('book-chart-changes', bookChartBody, { labels: LABELS });
  const refresh = useRefreshAfter('approvals');
  const send = (body: Parameters<typeof form.send>[0]) =>
    void form.send(body).then((answer) => {
      if (answer) {
        refresh();
        onRequested(answer.id);
      }
    });
  return { form, send };
}

/**
 * An account's new code and name, sent as a `books.chart` request through Refine's form over its call, checked first
 * by the call's schema (bookChartBody); the server's refusal (a code taken) shows here.
 */
function ChartEdit({ account, onRequested, onCancel }: { account: ChartAccount; onRequested: (id: number) => void; onCancel: () => void }) {
  const [code, setCode] = useState(account.code ?? '');
  const [name, setName] = useState(account.name ?? '');
  const { form, send } = useChartRequest(onRequested);
  return (
    <div>
      <div className="field">
        <label htmlFor="chart-code">General-ledger code of {account.account}</label>
        <input id="chart-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="chart-name">Name of {account.account} in the accounts</label>
        <input id="chart-name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <ReasonForm
        title={`Change the code of ${account.account}`}
        submitLabel="Ask for approval"
        form={form}
        hint="A second person (finance or admin) approves it in Approvals; the journal export and the statements read the new code from then on."
        onCancel={onCancel}
        onSubmit={(reason) => send({ accounts: [{ account: account.account, code, name }], reason })}
      />
    </div>
  );
}

/**
 * Taking an account's code off the chart, sent as a `books.chart` request (`remove`) a second person approves. The
 * server refuses an account with lines in the ledger, naming the day of its first (shown here): every journal export
 * and statement of their months needs its code.
 */
function ChartRemove({ account, onRequested, onCancel }: { account: ChartAccount; onRequested: (id: number) => void; onCancel: () => void }) {
  const { form, send } = useChartRequest(onRequested);
  return (
    <ReasonForm
      title={`Remove the code ${account.code ?? ''} of ${account.account}`}
      submitLabel="Ask for approval"
      form={form}
      hint="Only for an account without a line in the ledger. A second person (finance or admin) approves it in Approvals; the account then has no code, and a month with a later line of it is not exported until it has one."
      onCancel={onCancel}
      onSubmit={(reason) => send({ remove: [account.account], reason })}
    />
  );
}

/**
 * The chart of accounts (docs/books.md "Changing the chart of accounts"): every ledger account with the general-ledger
 * code and name the journal export and the statements use; an account without one is marked (a month with its lines
 * exports only once it has one). A change of an account's code or name, or the removal of a code from an account
 * without a line in the ledger, is a request a second person approves.
 */
export function ChartView() {
  const { query, result } = useResourceRead<{ items: ChartAccount[] }>('books', callOf(bookCalls.chart));
  const { data: canChange } = useCan({ resource: 'books', action: 'change-chart' });
  const [editing, setEditing] = useState<ChartAccount | null>(null);
  const [removing, setRemoving] = useState<ChartAccount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The chart of accounts could not be loaded.'}</p>;
  if (!listed(result.data)) return <p role="status">Loading the chart of accounts...</p>;
  const accounts = result.data.items;
  const missing = accounts.filter((a) => a.code === null).length;
  return (
    <section className="card" aria-label="Chart of accounts">
      <h2>Chart of accounts</h2>
      {missing > 0 ? (
        <p className="error">
          {missing === 1
            ? '1 account has no code yet: the journal export and the statements refuse a month with its lines until it has one.'
            : `${missing} accounts have no code yet: the journal export and the statements refuse a month with their lines until they have one.`}
        </p>
      ) : null}
      <ListTable caption="Chart of accounts" columns={['Ledger account', 'Code', 'Name', '']}>
        {accounts.map((a) => (
          <tr key={a.account}>
            <td>{a.account}</td>
            <td>{a.code ?? <strong>No code yet</strong>}</td>
            <td>{a.name ?? '–'}</td>
            <td>
              {canChange?.can === true ? (
                <>
                  <button type="button" className="button secondary" onClick={() => (setDone(null), setRemoving(null), setEditing(a))}>
                    Change {a.account}
                  </button>
                  {a.code !== null ? (
                    <button type="button" className="button secondary" onClick={() => (setDone(null), setEditing(null), setRemoving(a))}>
                      Remove the code of {a.account}
                    </button>
                  ) : null}
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
      {done ? <p role="status">{done}</p> : null}
      {editing ? (
        <ChartEdit
          key={editing.account}
          account={editing}
          onRequested={(id) => (setDone(`The code of ${editing.account} requested (request ${id}): a second person approves it in Approvals.`), setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ChartRemove
          key={removing.account}
          account={removing}
          onRequested={(id) => (setDone(`The removal of ${removing.account}'s code requested (request ${id}): a second person approves it in Approvals.`), setRemoving(null))}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
