import { CanAccess } from '@refinedev/core';
import { useState } from 'react';

import { borrowerReasonBody } from '@pocket/contracts/api/staff';

import { doneNotice } from '../providers/notification-provider';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useCloseAndRefresh } from '../ui/use-refresh-after';

type Action = 'block' | 'unblock' | 'reset-devices';

/** Each action's resource (its call in RESOURCE_CALLS): the three calls take the same body, a reason. */
const RESOURCES: Record<Action, string> = { block: 'borrower-blocks', unblock: 'borrower-unblocks', 'reset-devices': 'borrower-device-resets' };
const TITLES: Record<Action, string> = { block: 'Block this borrower', unblock: 'Unblock this borrower', 'reset-devices': 'Reset trusted devices' };

/** Block / unblock (risk) and reset trusted devices (support, risk), each with a reason kept in the audit. */
export function BorrowerActions({ uid, blocked }: { uid: number; blocked: boolean }) {
  const [open, setOpen] = useState<Action | null>(null);
  const action: Action = open ?? 'block';
  // Refine's form over the action's call, checked first by its schema (borrowerReasonBody).
  const form = useCheckedForm(RESOURCES[action], borrowerReasonBody, { params: { uid }, labels: { reason: 'Reason' }, successNotification: doneNotice(`${TITLES[action]}: done.`) });
  // The borrower's page (useOne) and the search's rows show the change.
  const done = useCloseAndRefresh(() => setOpen(null), 'borrowers');
  const run = (reason: string) => void form.send({ reason }).then(done);
  const toggle: Action = blocked ? 'unblock' : 'block';
  return (
    <div className="borrower-actions">
      <div className="actions">
        <CanAccess resource="borrowers" action={toggle}>
          <button type="button" className={`button ${blocked ? 'secondary' : 'danger'}`} onClick={() => setOpen(toggle)}>
            {blocked ? 'Unblock' : 'Block'}
          </button>
        </CanAccess>
        <CanAccess resource="borrowers" action="reset-devices">
          <button type="button" className="button secondary" onClick={() => setOpen('reset-devices')}>
            Reset trusted devices
          </button>
        </CanAccess>
      </div>
      {open ? (
        <ReasonForm title={TITLES[open]} submitLabel="Confirm" busy={form.busy} error={form.message} onSubmit={run} onCancel={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
