import { CanAccess, useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import { borrowerCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { doneNotice } from '../providers/notification-provider';
import { ReasonForm } from '../ui/reason-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

type Action = 'block' | 'unblock' | 'reset-devices';

const CALLS = { block: borrowerCalls.block, unblock: borrowerCalls.unblock, 'reset-devices': borrowerCalls.resetDevices } as const satisfies Record<Action, unknown>;
const TITLES: Record<Action, string> = { block: 'Block this borrower', unblock: 'Unblock this borrower', 'reset-devices': 'Reset trusted devices' };

/** Block / unblock (risk) and reset trusted devices (support, risk), each with a reason kept in the audit. */
export function BorrowerActions({ uid, blocked }: { uid: number; blocked: boolean }) {
  const [open, setOpen] = useState<Action | null>(null);
  const { mutate, mutation } = useCustomMutation();
  // The borrower's page (useOne) and the search's rows show the change.
  const refresh = useRefreshAfter('borrowers');
  const run = (action: Action) => (reason: string) =>
    mutate(
      { ...callOf(CALLS[action], { uid }), values: { reason }, successNotification: doneNotice(`${TITLES[action]}: done.`) },
      { onSuccess: () => (setOpen(null), refresh()) },
    );
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
        <ReasonForm title={TITLES[open]} submitLabel="Confirm" busy={mutation.isPending} error={mutation.error?.message ?? null} onSubmit={run(open)} onCancel={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
