import type { BookStatements, BookStatementSection } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { kwacha } from '../catalogue/units';
import { ListTable, RowsTable } from '../ui/list-table';
import { useResourceRead } from '../ui/use-resource-read';

function Section({ title, section, month, previousMonth, total }: { title: string; section: BookStatementSection; month: string; previousMonth: string; total: string }) {
  return (
    <RowsTable
      caption={title}
      columns={['Code', 'Account', month, previousMonth]}
      rows={[...section.lines, { account: '(total)', code: '', name: total, amount: section.total, previous: section.previous }]}
      rowKey={(l) => l.account}
      cells={(l) => [l.code, l.name, kwacha(l.amount), kwacha(l.previous)]}
    />
  );
}

/** A closed month's statements with the previous month beside them (docs/books.md). */
export function StatementsView({ month }: { month: string }) {
  const { query, result } = useResourceRead<BookStatements>('books', callOf(bookCalls.statements, { month }));
  const s = result.data && 'balanceSheet' in result.data ? (result.data as unknown as BookStatements) : null;
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The statements could not be loaded.'}</p>;
  if (!s) return <p role="status">Loading the statements of {month}...</p>;
  const { income, expenses, netIncome, previousNetIncome } = s.incomeStatement;
  const { assets, liabilities, equity } = s.balanceSheet;
  const cols = { month: s.month, previousMonth: s.previousMonth };
  return (
    <section className="card" aria-label={`Statements of ${month}`}>
      <h2>Statements of {month}</h2>
      <h3>Income statement</h3>
      <Section title={`Income of ${month}`} section={income} total="Total income" {...cols} />
      <Section title={`Expenses of ${month}`} section={expenses} total="Total expenses" {...cols} />
      <p>
        Net income: {kwacha(netIncome)} ({s.previousMonth}: {kwacha(previousNetIncome)})
      </p>
      <h3>Balance sheet at the end of {month}</h3>
      <Section title={`Assets at the end of ${month}`} section={assets} total="Total assets" {...cols} />
      <Section title={`Liabilities at the end of ${month}`} section={liabilities} total="Total liabilities" {...cols} />
      <Section title={`Equity at the end of ${month}`} section={equity} total="Total equity" {...cols} />
      <p>
        Liabilities and equity: {kwacha(liabilities.total + equity.total)} ({s.previousMonth}: {kwacha(liabilities.previous + equity.previous)})
      </p>
      <h3>Trial balance at the end of {month}</h3>
      <ListTable caption={`Trial balance at the end of ${month}`} columns={['Code', 'Account', 'Debit', 'Credit']}>
        {s.trialBalance.lines.map((l) => (
          <tr key={l.account}>
            <td>{l.code}</td>
            <td>{l.name}</td>
            <td>{l.debit ? kwacha(l.debit) : ''}</td>
            <td>{l.credit ? kwacha(l.credit) : ''}</td>
          </tr>
        ))}
        <tr>
          <td />
          <td>Totals</td>
          <td>{kwacha(s.trialBalance.debits)}</td>
          <td>{kwacha(s.trialBalance.credits)}</td>
        </tr>
      </ListTable>
    </section>
  );
}
