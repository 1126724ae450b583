import { useState } from 'react';

import { SECURITY_EVENT_LABELS } from '@pocket/contracts/api/staff';
import type { SecurityEvent } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';

/**
 * Security events (admin): refused sign-ins, guesses slowed down (an attack on an account or from an address), bulk
 * reveals of personal data. Counted per hour, apart from the audit; alerts first by default.
 */
export function SecurityEventsPage() {
  const [alertsOnly, setAlertsOnly] = useState(true);
  const list = useCursorList<SecurityEvent>('security-events', alertsOnly ? [{ field: 'alerts', operator: 'eq', value: 'true' }] : []);
  return (
    <DeskGuard resource="security-events">
      <div className="page-head">
        <h1>Security events</h1>
        <label className="inline">
          <input type="checkbox" checked={alertsOnly} onChange={(event) => setAlertsOnly(event.target.checked)} /> Alerts only
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
