import { CanAccess, useList } from '@refinedev/core';
import { useState } from 'react';

import { resendBody } from '@pocket/contracts/api/staff';
import type { DeskMessage, ResendData } from '@pocket/contracts/api/staff';

import { doneNotice } from '../providers/notification-provider';
import { formatTime } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { FormRow } from '../ui/row-pieces';
import { useCheckedForm } from '../ui/use-checked-form';
import { useCloseAndRefresh } from '../ui/use-refresh-after';

/** What became of a resend, in words: when it goes (quiet hours may hold it), or why conduct said no. */
export function resendOutcome(answer: ResendData): string {
  if (answer.status === 'SKIPPED') return `Not sent: ${answer.note ?? 'a conduct rule said no'}.`;
  return `Queued again: it goes ${Date.parse(answer.sendAfter) > Date.now() + 60_000 ? `at ${formatTime(answer.sendAfter)} (quiet hours)` : 'now'}.`;
}

/** One message: its text, state and errors; support may send it again with a reason (the copy then shows, through Refine). */
function MessageRow({ uid, message }: { uid: number; message: DeskMessage }) {
  const [open, setOpen] = useState(false);
  // Refine's form over the resend call (borrower-message-resends), checked first by its schema (resendBody).
  const form = useCheckedForm<typeof resendBody, ResendData>('borrower-message-resends', resendBody, {
    params: { uid, id: message.id },
    labels: { reason: 'Reason' },
    successNotification: (answer) => doneNotice(resendOutcome(answer!.data)),
  });
  const done = useCloseAndRefresh(() => setOpen(false), 'borrower-messages');
  const resend = (reason: string) => void form.send({ reason }).then(done);
  return (
    <>
      <tr>
        <td>{formatTime(message.createdAt)}</td>
        <td>
          {message.event}
          {message.resendOf ? ` (resend of #${message.resendOf})` : ''}
        </td>
        <td>{message.status}</td>
        <td>{message.phone}</td>
        <td className="wrap">{message.body}</td>
        <td>{message.lastError ?? message.deliveryStatus ?? '-'}</td>
        <td className="actions">
          <CanAccess resource="borrowers" action="resend">
            <button type="button" className="button secondary" onClick={() => setOpen(true)} aria-label={`Resend message ${message.id}`}>
              Resend
            </button>
          </CanAccess>
        </td>
      </tr>
      {open ? (
        <FormRow colSpan={7}>
            <ReasonForm title={`Resend message ${message.id}`} submitLabel="Resend" busy={form.busy} error={form.message} onSubmit={resend} onCancel={() => setOpen(false)} />
        </FormRow>
      ) : null}
    </>
  );
}

/** The borrower's messages, newest first (phone masked by the server); support resends one under the conduct rules. */
export function BorrowerMessages({ uid }: { uid: number }) {
  const { query, result } = useList<DeskMessage>({ resource: 'borrower-messages', meta: { params: { uid } }, pagination: { mode: 'off' } });
  const items = query.isSuccess ? result.data : [];
  return (
    <section aria-label="Messages">
      <h2>Messages</h2>
      {query.isLoading ? <p role="status">Loading...</p> : null}
      {query.isError ? <p role="alert">{query.error?.message ?? 'The messages could not be loaded.'}</p> : null}
      {query.isSuccess && items.length === 0 ? <p className="muted">None.</p> : null}
      {items.length > 0 ? (
        <div className="scroll">
          <ListTable caption="Messages" columns={['When', 'Message', 'Status', 'Phone', 'Text', 'Error or delivery', '']}>
            {items.map((message) => (
              <MessageRow key={message.id} uid={uid} message={message} />
            ))}
          </ListTable>
        </div>
      ) : null}
    </section>
  );
}
