import { useCan } from '@refinedev/core';
import { useState } from 'react';

import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { CorrectionRow } from './correction-row';

type Status = StaffCorrection['status'];

/**
 * Borrowers' requests to correct their data, oldest first; support answers each once; risk corrects an identity field
 * (verified by KYC) with the evidence checked (issue 42).
 */
export function CorrectionsPage() {
  const [status, setStatus] = useState<Status>('OPEN');
  const list = useCursorList<StaffCorrection>('data-corrections', [{ field: 'status', operator: 'eq', value: status }]);
  const canAnswer = useCan({ resource: 'data-corrections', action: 'answer' }).data?.can === true;
  const canCorrect = useCan({ resource: 'data-corrections', action: 'correct' }).data?.can === true;
  return (
    <DeskGuard resource="data-corrections">
      <div className="page-head">
        <h1>Data corrections</h1>
        <ChoiceField id="correction-status" label="Status" value={status} options={['OPEN', 'ANSWERED']} labelOf={(name) => (name === 'OPEN' ? 'waiting for an answer' : 'answered')} onChange={(next) => setStatus(next as Status)} />
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
