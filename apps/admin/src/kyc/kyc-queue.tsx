import { Link } from 'react-router';

import type { KycQueueItem } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { FLAG_WORDS, formatAge } from './kyc-words';

/** The KYC the rules sent to a person, oldest first, with how long each has waited; masked. */
export function KycQueue() {
  const list = useCursorList<KycQueueItem>('kyc', []);
  return (
    <DeskGuard resource="kyc">
      <h1>KYC review</h1>
      <p className="muted">Complete KYC the rules sent to a person, oldest first. The borrower cannot borrow until it is decided.</p>
      <CursorListState list={list} emptyText="No KYC is waiting for a person.">
        <ListTable caption="KYC waiting for a person, oldest first" columns={['Case', 'Borrower', 'Phone', 'Name', 'Why a person', 'Waiting', 'Since']}>
          {list.items.map((item) => (
            <tr key={item.id} data-testid="kyc-case">
              <td>
                <Link to={`/kyc/${item.id}`}>Open case {item.id}</Link>
              </td>
              <td>{item.uid}</td>
              <td>{item.phone}</td>
              <td>{item.name || '-'}</td>
              <td>{item.flags.map((flag) => FLAG_WORDS[flag]).join('; ')}</td>
              <td>{formatAge(item.ageMinutes)}</td>
              <td>{formatTime(item.openedAt)}</td>
            </tr>
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
