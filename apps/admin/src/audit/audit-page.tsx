import type { AuditEntry } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime, formatValue } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';
import { AuditFilterForm } from './audit-filter-form';
import { auditFormOf, auditQueryOf, csvHref } from './audit-filters';
import { ChainCheck } from './chain-check';

/**
 * Who did what (admin): every sign-in, reveal and write, newest first, filtered and paged on the server; CSV export.
 * The filters are in the address as the server's query (`from`/`to` ISO times), so a filtered audit is shared by link.
 */
export function AuditPage() {
  const { list, values: query, setFilters } = useUrlFilteredList<AuditEntry>('audit', {});
  return (
    <DeskGuard resource="audit">
      <div className="page-head">
        <h1>Audit</h1>
        <div className="actions">
          <a className="button secondary" href={csvHref(query)} download>
            Export CSV
          </a>
          <ChainCheck />
        </div>
      </div>
      {/* Keyed by the address's filters: going back to another filtered address shows its filters in the form. */}
      <AuditFilterForm key={JSON.stringify(query)} applied={auditFormOf(query)} onApply={(form) => setFilters(auditQueryOf(form))} />
      <CursorListState list={list} emptyText="No audit rows match these filters.">
        <ListTable caption="Audit rows, newest first" columns={['When', 'Who', 'Action', 'Entity', 'Reason', 'Before → after', 'Request, IP']} className="audit">
            {list.items.map((row) => (
              <tr key={row.id} data-testid="audit-row">
                <td>{formatTime(row.at)}</td>
                <td>
                  {row.actorEmail ?? 'anonymous'}
                  {row.roles.length > 0 ? ` (${row.roles.join(', ')})` : ''}
                </td>
                <td>{row.action}</td>
                <td>
                  {row.entity}
                  {row.entityId ? ` ${row.entityId}` : ''}
                </td>
                <td>{row.reason ?? '-'}</td>
                <td className="wrap">
                  {formatValue(row.before)} → {formatValue(row.after)}
                </td>
                <td className="wrap">
                  {row.requestId ?? '-'}
                  <br />
                  {row.ip ?? '-'}
                </td>
              </tr>
            ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
