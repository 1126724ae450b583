import type { BookProvisions } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha } from '../catalogue/units';
import { ListTable, RowsTable } from '../ui/list-table';
import { useResourceRead } from '../ui/use-resource-read';

/** The kinds of income held in suspense, in the desk's words. */
const INCOME_NAMES: Record<BookProvisions['suspense'][number]['kind'], string> = { fee: 'Service fee', interest: 'Interest', penalty: 'Penalties' };

/**
 * A provisioned month's provision and income report (docs/books.md "Reading the provision and income report"): the
 * provisions by class at its end, the provision's movement in it, and the income it recognised (the service fee earned
 * by the accrual, income moved into and out of suspense).
 */
export function ProvisionsView({ month }: { month: string }) {
  const { query, result } = useResourceRead<BookProvisions>('books', callOf(bookCalls.provisions, { month }));
  const r = result.data && 'classes' in result.data ? (result.data as unknown as BookProvisions) : null;
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The provisions could not be loaded.'}</p>;
  if (!r) return <p role="status">Loading the provisions of {month}...</p>;
  const { movement, fee } = r;
  return (
    <section className="card" aria-label={`Provisions and income of ${month}`}>
      <h2>Provisions and income of {month}</h2>
      <h3>Provisions by class at the end of {month}</h3>
      <RowsTable
        caption={`Provisions by class at the end of ${month}`}
        columns={['Class', 'Loans', 'Outstanding principal', 'Provision', 'Income in suspense']}
        rows={[...r.classes, { classCode: '(total)', name: 'Total', ...r.totals }]}
        rowKey={(c) => c.classCode}
        cells={(c) => [c.name, c.loans, kwacha(c.principal), kwacha(c.provision), kwacha(c.suspended)]}
      />
      <h3>The provision's movement in {month}</h3>
      <ListTable caption={`The provision's movement in ${month}`} columns={['Movement', 'Amount']}>
        <tr>
          <td>Increase (charged to the loan-loss provision expense)</td>
          <td>{kwacha(movement.increase)}</td>
        </tr>
        <tr>
          <td>Release (loans paid, settled or cured)</td>
          <td>{kwacha(movement.release)}</td>
        </tr>
        <tr>
          <td>Used on write-offs</td>
          <td>{kwacha(movement.used)}</td>
        </tr>
        <tr>
          <td>Net charge to the provision expense</td>
          <td>{kwacha(movement.increase - movement.release)}</td>
        </tr>
      </ListTable>
      <h3>Income recognised in {month}</h3>
      <p>
        {fee.accruedThrough
          ? `Service fee earned by the accrual: ${kwacha(fee.earned)} (deferred when loans were paid out: ${kwacha(fee.deferred)}), days booked through ${fee.accruedThrough}.`
          : `No day of ${month} was booked by the fee accrual.`}
      </p>
      {fee.accruedThrough ? (
        <p>{`Interest earned by the accrual: ${kwacha(r.interest.earned)} (deferred when loans were paid out: ${kwacha(r.interest.deferred)}).`}</p>
      ) : null}
      <ListTable caption={`Income in suspense in ${month}`} columns={['Income', 'Moved to suspense', 'Recognised from suspense']}>
        {r.suspense.map((s) => (
          <tr key={s.kind}>
            <td>{INCOME_NAMES[s.kind]}</td>
            <td>{kwacha(s.held)}</td>
            <td>{kwacha(s.recognised)}</td>
          </tr>
        ))}
      </ListTable>
      <p>Income in suspense cleared on write-offs: {kwacha(r.suspenseWrittenOff)}</p>
    </section>
  );
}
