import { useState } from 'react';

import { bookClassesBody } from '@pocket/contracts/api/staff';
import type { ProvisionClassItem } from '@pocket/contracts/api/staff';

import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

/** A class as typed: days and the rate (a percentage) as text until sent. */
interface Row {
  code: string;
  name: string;
  from: string;
  /** Empty: and more (the last class). */
  to: string;
  rate: string;
  nonPerforming: boolean;
}

const rowOf = (c: ProvisionClassItem): Row => ({ code: c.code, name: c.name, from: String(c.fromDays), to: c.toDays === null ? '' : String(c.toDays), rate: String(c.rateBp / 100), nonPerforming: c.nonPerforming });
const DAYS = /^\d{1,5}$/;
const LABELS = { code: 'Code', name: 'Name', fromDays: 'First day', toDays: 'Last day', rateBp: 'Rate', classes: 'Classes', reason: 'Reason' };
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The rows read as the request's classes (days and the rate typed as text become numbers), or what cannot be read;
 * the call's schema then checks each class, and the rules across classes are the server's.
 */
function classesOf(rows: readonly Row[]): ProvisionClassItem[] | string {
  const classes: ProvisionClassItem[] = [];
  for (const [i, r] of rows.entries()) {
    const n = i + 1;
    if (!DAYS.test(r.from.trim())) return `Class ${n}: the first day must be a whole number of days.`;
    if (r.to.trim() !== '' && !DAYS.test(r.to.trim())) return `Class ${n}: the last day must be a whole number of days, or empty for "and more".`;
    if (!PERCENT.test(r.rate.trim())) return `Class ${n}: the rate must be a percentage such as 5 or 2.5.`;
    classes.push({ code: r.code.trim(), name: r.name, fromDays: Number(r.from), toDays: r.to.trim() === '' ? null : Number(r.to), rateBp: Math.round(Number(r.rate) * 100), nonPerforming: r.nonPerforming });
  }
  return classes;
}

/**
 * The whole set of classes as it will be, edited row by row, sent as a `books.classes` request with a reason. The
 * server checks the set (from day 0, no gap or overlap, open-ended at the end, rates that never fall) and its refusal
 * names the class; it shows here. Sent through Refine's form over its call, checked first by the call's schema
 * (bookClassesBody).
 */
export function ClassesForm({ classes, onRequested, onCancel }: { classes: readonly ProvisionClassItem[]; onRequested: (id: number) => void; onCancel: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => classes.map(rowOf));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCheckedForm<typeof bookClassesBody, { id: number }>('book-class-changes', bookClassesBody, { labels: LABELS });
  // Approvals lists the request at once.
  const refresh = useRefreshAfter('approvals');
  const submit = (reason: string) => {
    const made = classesOf(rows);
    setProblem(typeof made === 'string' ? made : null);
    if (typeof made === 'string') return form.clear();
    void form.send({ classes: made, reason }).then((answer) => {
      if (answer) {
        refresh();
        onRequested(answer.id);
      }
    });
  };
  const set = (i: number, change: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const text = (i: number, key: 'code' | 'name' | 'from' | 'to' | 'rate', label: string) => (
    <input aria-label={`${label} of class ${i + 1}`} value={rows[i]![key]} onChange={(e) => set(i, { [key]: e.target.value })} />
  );
  return (
    <div>
      <ListTable caption="New provision classes" columns={['Code', 'Class', 'From day', 'To day (empty: and more)', 'Rate (%)', 'Non-performing', '']}>
        {rows.map((r, i) => (
          <tr key={i}>
            <td>{text(i, 'code', 'Code')}</td>
            <td>{text(i, 'name', 'Name')}</td>
            <td>{text(i, 'from', 'First day')}</td>
            <td>{text(i, 'to', 'Last day')}</td>
            <td>{text(i, 'rate', 'Rate')}</td>
            <td>
              <input type="checkbox" aria-label={`Class ${i + 1} is non-performing`} checked={r.nonPerforming} onChange={(e) => set(i, { nonPerforming: e.target.checked })} />
            </td>
            <td>
              <button type="button" className="button secondary" disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                Remove class {i + 1}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      <button type="button" className="button secondary" onClick={() => setRows((all) => [...all, { code: '', name: '', from: '', to: '', rate: '', nonPerforming: true }])}>
        Add a class
      </button>
      <ReasonForm
        title="Change the provision classes"
        submitLabel="Ask for approval"
        form={form}
        error={problem}
        hint="A second person (finance or admin) approves it in Approvals; the classes are checked again then."
        onCancel={onCancel}
        onSubmit={submit}
      />
    </div>
  );
}
