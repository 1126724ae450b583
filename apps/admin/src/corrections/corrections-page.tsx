import { useCan } from '@refinedev/core';

import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';
import { CorrectionRow } from './correction-row';

/**
 * Borrowers' requests to correct their data, oldest first; support answers each once; risk corrects an identity field
 * (verified by KYC) with the evidence checked (issue 42). The status is in the address.
 */
export function CorrectionsPage() {
  const { list, filter, setFilter } = useUrlFilteredList<StaffCorrection>('data-corrections', { status: 'OPEN' });
  const status = filter('status');
  const canAnswer = useCan({ resource: 'data-corrections', action: 'answer' }).data?.can === true;
  const canCorrect = useCan({ resource: 'data-corrections', action: 'correct' }).data?.can === true;
  return (
    <DeskGuard resource="data-corrections">
      <div className="page-head">
        <h1>Data corrections</h1>
        <ChoiceField id="correction-status" label="Status" value={status} options={['OPEN', 'ANSWERED']} labelOf={(name) => (name === 'OPEN' ? 'waiting for an answer' : 'answered')} onChange={(next) => setFilter('status', next)} />
      </div>
      <p className="muted">
        Oldest first. Name, date of birth, gender and NRC number were verified by KYC: risk corrects them, naming the evidence checked, and the KYC is reviewed again. For anything else, tell the borrower the next step.
      </p>
      <CursorListState list={list} emptyText={status === 'OPEN' ? 'No requests waiting.' : 'No answered requests.'}>
        <ListTable caption="Data corrections" columns={['Request', 'What is wrong', 'What the borrower wrote', 'Received', 'Answer']}>
          {list.items.map((correction) => (
            <CorrectionRow key={correction.id} correction={correction} canAnswer={canAnswer} canCorrect={canCorrect} />
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
