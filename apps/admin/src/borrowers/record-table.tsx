import { formatValue } from '../ui/format';
import { ListTable } from '../ui/list-table';

/** A section of the borrower's page whose rows the server shapes (loans, payments, sign-ins...): every key a column. */
export function RecordTable({ title, rows }: { title: string; rows: Record<string, unknown>[] }) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <div className="scroll">
          <ListTable caption={title} columns={columns}>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column}>{formatValue(row[column])}</td>
                ))}
              </tr>
            ))}
          </ListTable>
        </div>
      )}
    </section>
  );
}
