import { SECURITY_EVENT_LABELS } from '@pocket/contracts/api/staff';
import type { SecurityEvent } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';

/**
 * Security events (admin): refused sign-ins, guesses slowed down (an attack on an account or from an address), bulk
 * reveals of personal data. Counted per hour, apart from the audit; alerts first by default. "Alerts only" is in the
 * address (`alerts=true`, or `false` for every event), so a link to all events stays one.
 */
export function SecurityEventsPage() {
  const { list, filter, setFilter } = useUrlFilteredList<SecurityEvent>('security-events', { alerts: 'true' });
  const alertsOnly = filter('alerts') !== 'false';
  return (
    <DeskGuard resource="security-events">
      <div className="page-head">
        <h1>Security events</h1>
        <label className="inline">
          <input type="checkbox" checked={alertsOnly} onChange={(event) => setFilter('alerts', event.target.checked ? 'true' : 'false')} /> Alerts only
        </label>
      </div>
      <CursorListState list={list} emptyText={alertsOnly ? 'No alerts: no attack on a sign-in and no bulk reveal.' : 'No security events.'}>
        <ListTable caption="Security events, newest first" columns={['Hour', 'What', 'Detail', 'Address', 'About', 'How many', 'Last']}>
          {list.items.map((event) => (
            <tr key={event.id} data-testid="security-event" className={event.alert ? 'alert' : undefined}>
              <td>{formatTime(event.windowStart)}</td>
              <td>
                {event.alert ? <strong>Alert: </strong> : null}
                {SECURITY_EVENT_LABELS[event.kind] ?? event.kind}
              </td>
              <td>{event.detail || '-'}</td>
              <td>{event.ip || 'many'}</td>
              <td>{event.subject || '-'}</td>
              <td>{event.count}</td>
              <td>{formatTime(event.lastAt)}</td>
            </tr>
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
