import type { ReactNode } from 'react';

/** A desk list as a table: a caption for screen readers, one header cell per column, the rows as given. */
export function ListTable({ caption, columns, className, children }: { caption: ReactNode; columns: readonly string[]; className?: string; children: ReactNode }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
