import type { BookWriteOffs } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha } from '../catalogue/units';
import { ListTable, RowsTable } from '../ui/list-table';
import { useResourceRead } from '../ui/use-resource-read';

/**
 * An ended month's write-offs and recoveries (docs/books.md "Reading the write-offs and recoveries report"): the
 * write-off expense's movement in it (written off, less the allowance used and the suspense cleared at the month end)
 * and the recoveries, then each loan by its order id (no borrower).
 */
export function WriteOffsView({ month }: { month: string }) {
  const { query, result } = useResourceRead<BookWriteOffs>('books', callOf(bookCalls.writeOffs, { month }));
  const r = result.data && 'loans' in result.data ? (result.data as unknown as BookWriteOffs) : null;
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The write-offs and recoveries could not be loaded.'}</p>;
  if (!r) return <p role="status">Loading the write-offs and recoveries of {month}...</p>;
  const t = r.totals;
  return (
    <section className="card" aria-label={`Write-offs and recoveries of ${month}`}>
      <h2>Write-offs and recoveries of {month}</h2>
      {r.provisioned ? null : <p>The provisioning job has not run for {month} yet: no allowance is used on its write-offs.</p>}
      <ListTable caption={`Write-offs and recoveries in ${month}`} columns={['', 'Amount']}>
        <tr>
          <td>Written off (what the loans still owed)</td>
          <td>{kwacha(t.writtenOff)}</td>
        </tr>
        <tr>
          <td>Allowance for loan losses used</td>
          <td>{kwacha(t.allowanceUsed)}</td>
        </tr>
        <tr>
          <td>Income in suspense cleared</td>
          <td>{kwacha(t.suspenseCleared)}</td>
        </tr>
        {t.other !== 0 ? (
          <tr>
            <td>Other postings (corrections)</td>
            <td>{kwacha(t.other)}</td>
          </tr>
        ) : null}
        <tr>
          <td>Net charge to the write-off expense</td>
          <td>{kwacha(t.netWriteOff)}</td>
        </tr>
        <tr>
          <td>Recovered on written-off loans</td>
          <td>{kwacha(t.recovered)}</td>
        </tr>
      </ListTable>
      {r.loans.length === 0 ? (
        <p>No loan was written off or recovered in {month}.</p>
      ) : (
        <RowsTable
          caption={`Loans written off or recovered in ${month}`}
          columns={['Order', 'Written off', 'Allowance used', 'Suspense cleared', 'Recovered']}
          rows={r.loans}
          rowKey={(l) => l.orderId}
          cells={(l) => [l.orderId, kwacha(l.writtenOff), kwacha(l.allowanceUsed), kwacha(l.suspenseCleared), kwacha(l.recovered)]}
        />
      )}
    </section>
  );
}
