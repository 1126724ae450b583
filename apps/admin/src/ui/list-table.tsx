import type { ReactNode } from 'react';

/** A desk list as a table: a caption for screen readers, one header cell per column, the rows as given. */
export function ListTable({ caption, columns, className, children }: { caption: ReactNode; columns: readonly string[]; className?: string; children: ReactNode }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {/* Keyed by place: columns of actions have blank headers, so a header is not a unique key. */}
          {columns.map((column, place) => (
            <th key={place} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A report's or a summary's rows as a ListTable: one row per item, its cells as `cells` gives them in the columns'
 * order (`testId` names a row a test or a reader looks for); `children`, rows drawn after them (a totals row of its own).
 */
export function RowsTable<T>({ caption, columns, rows, rowKey, cells, testId, children }: {
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  cells: (row: T) => ReactNode[];
  testId?: (row: T) => string;
  children?: ReactNode;
}) {
  return (
    <ListTable caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={rowKey(row)} {...(testId ? { 'data-testid': testId(row) } : {})}>
          {/* Keyed by place: a row's cells are its columns, in order. */}
          {cells(row).map((cell, place) => (
            <td key={place}>{cell}</td>
          ))}
        </tr>
      ))}
      {children}
    </ListTable>
  );
}
