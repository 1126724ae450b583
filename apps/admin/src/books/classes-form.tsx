import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import type { ProvisionClassItem } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ListTable } from '../ui/list-table';
import { ReasonForm } from '../ui/reason-form';

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
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The rows as the request's classes, or what is wrong with what was typed (the rules across classes are the server's). */
function classesOf(rows: readonly Row[]): ProvisionClassItem[] | string {
  const classes: ProvisionClassItem[] = [];
  for (const [i, r] of rows.entries()) {
    const n = i + 1;
    if (!DAYS.test(r.from.trim())) return `Class ${n}: the first day must be a whole number of days.`;
    if (r.to.trim() !== '' && !DAYS.test(r.to.trim())) return `Class ${n}: the last day must be a whole number of days, or empty for "and more".`;
    if (!PERCENT.test(r.rate.trim())) return `Class ${n}: the rate must be a percentage such as 5 or 2.5.`;
    classes.push({ code: r.code.trim(), name: r.name.trim(), fromDays: Number(r.from), toDays: r.to.trim() === '' ? null : Number(r.to), rateBp: Math.round(Number(r.rate) * 100), nonPerforming: r.nonPerforming });
  }
  return classes;
}

/**
 * The whole set of classes as it will be, edited row by row, sent as a `books.classes` request with a reason. The
 * server checks the set (from day 0, no gap or overlap, open-ended at the end, rates that never fall) and its refusal
 * names the class; it shows here.
 */
export function ClassesForm({ classes, onRequested, onCancel }: { classes: readonly ProvisionClassItem[]; onRequested: (id: number) => void; onCancel: () => void }) {
  const [rows, setRows] = useState<Row[]>(() => classes.map(rowOf));
  const { mutate, mutation } = useCustomMutation<{ id: number }>();
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
        busy={mutation.isPending}
        error={mutation.error?.message ?? null}
        hint="A second person (finance or admin) approves it in Approvals; the classes are checked again then."
        check={() => {
          const made = classesOf(rows);
          return typeof made === 'string' ? made : null;
        }}
        onCancel={onCancel}
        onSubmit={(reason) => {
          const made = classesOf(rows);
          if (typeof made === 'string') return;
          mutate({ ...callOf(bookCalls.changeClasses), values: { classes: made, reason } }, { onSuccess: ({ data }) => onRequested((data as unknown as { id: number }).id) });
        }}
      />
    </div>
  );
}
