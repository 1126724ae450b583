import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { reconciliationResolveBody } from '@pocket/contracts/api/staff';
import type { ReconciliationItem, ResolutionAction } from '@pocket/contracts/api/staff';

import { FormEnd } from '../ui/form-end';
import { SentForApproval, useSentForApproval } from '../ui/sent-for-approval';
import { useCheckedForm } from '../ui/use-checked-form';
import { actionLabel } from './words';

const LABELS = { action: 'Resolution', note: 'What you checked' };

/**
 * A resolution of one difference: a request another finance member approves; nothing moves before that. Once asked,
 * Refine fetches the statement's summary, its lines and the approvals again (the row shows the waiting request).
 * Sent through Refine's form over its call, checked first by the call's schema (reconciliationResolveBody).
 */
export function ResolveDifference({ item, onDone, onCancel }: { item: ReconciliationItem; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [action, setAction] = useState<ResolutionAction>(item.actions[0] ?? 'record');
  const [note, setNote] = useState('');
  const form = useCheckedForm<typeof reconciliationResolveBody, { approvalId: number }>('reconciliation-resolutions', reconciliationResolveBody, { params: { id: item.id }, labels: LABELS });
  const { sent, ask } = useSentForApproval(form.send, 'reconciliation', 'reconciliation-items', 'approvals');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask({ action, note });
  };

  if (sent !== null) {
    return <SentForApproval request={sent} then="then it takes effect" onDone={onDone} />;
  }
  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Resolve difference #{item.id}
      </h2>
      <label htmlFor={`${id}-action`}>Resolution</label>
      <select id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value as ResolutionAction)}>
        {item.actions.map((a) => (
          <option key={a} value={a}>
            {actionLabel(a, item.line)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`}>What you checked (kept in the audit)</label>
      <textarea id={`${id}-note`} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
      <FormEnd message={form.message} busy={form.busy} submitLabel="Send for approval" onCancel={onCancel} />
    </form>
  );
}
