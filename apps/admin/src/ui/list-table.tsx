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
