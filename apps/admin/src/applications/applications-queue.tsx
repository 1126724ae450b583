import { Link } from 'react-router';

import type { ApplicationQueueData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { guardedPage } from '../layout/desk-guard';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useWholeList } from '../ui/use-whole-list';
import { formatAge, ruleLabel } from './review-words';

/** The queue is read again this often, so a case decided by a colleague leaves the list. */
const QUEUE_REFRESH_MS = 30_000;

/** Applications the rules sent to a person: VIP first ("priority review"), then oldest; each age against the target. */
export const ApplicationsQueue = guardedPage('applications', QueueList);

/** Inside the guard: a role that may not review never asks for the queue. */
function QueueList() {
  const { list, besides } = useWholeList<ApplicationQueueData['items'][number], ApplicationQueueData>('applications', { refetchInterval: QUEUE_REFRESH_MS });
  return (
    <>
      <h1>Applications</h1>
      <p className="muted">
        Loans the rules sent to a person, VIP first, then the oldest. Target: {besides.targetMinutes === undefined ? '-' : formatAge(besides.targetMinutes)} from application to decision.
      </p>
      <CursorListState list={list} emptyText="No application is waiting for review.">
        <ListTable caption="Applications waiting for review" columns={['Application', 'Borrower', 'Amount', 'Why', 'Age', 'Priority']}>
          {list.items.map((item) => (
            <tr key={item.orderId} data-testid="application-row" className={item.late ? 'late' : undefined}>
              <td>
                <Link to={`/applications/${item.orderId}`}>Open application {item.orderId}</Link>
              </td>
              <td>
                {item.phone} {item.name ?? ''}
              </td>
              <td>
                {formatKwacha(item.amount)} for {item.termDays} days
              </td>
              <td>{ruleLabel(item.rule)}</td>
              <td>
                {formatAge(item.ageMinutes)}
                {item.late ? <strong className="error"> (over target)</strong> : null}
              </td>
              <td>{item.priority ? 'VIP' : '-'}</td>
            </tr>
          ))}
        </ListTable>
      </CursorListState>
    </>
  );
}
