import { useCan } from '@refinedev/core';

import type { StaffComplaint } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';
import { ComplaintRow } from './complaint-row';

/** Borrowers' complaints, oldest first, each against its target time; support answers each once. The status is in the address. */
export function ComplaintsPage() {
  const { list, filter, setFilter } = useUrlFilteredList<StaffComplaint>('complaints', { status: 'OPEN' });
  const status = filter('status');
  const canAnswer = useCan({ resource: 'complaints', action: 'answer' }).data?.can === true;
  return (
    <DeskGuard resource="complaints">
      <div className="page-head">
        <h1>Complaints</h1>
        <ChoiceField id="complaint-status" label="Status" value={status} options={['OPEN', 'ANSWERED']} labelOf={(name) => (name === 'OPEN' ? 'waiting for an answer' : 'answered')} onChange={(next) => setFilter('status', next)} />
      </div>
      <p className="muted">Oldest first. The borrower was promised an answer by the target time; late ones are marked.</p>
      <CursorListState list={list} emptyText={status === 'OPEN' ? 'No complaints waiting.' : 'No answered complaints.'}>
        <ListTable caption="Complaints" columns={['Complaint', 'About', 'What the borrower wrote', 'Received', 'Target', 'Answer']}>
          {list.items.map((complaint) => (
            <ComplaintRow key={complaint.id} complaint={complaint} canAnswer={canAnswer} />
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
