import { useCan } from '@refinedev/core';
import { useState } from 'react';

import type { ProvisionClassItem } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ListTable } from '../ui/list-table';
import { useResourceRead } from '../ui/use-resource-read';
import { ClassesForm } from './classes-form';

/** A class's days past due in the desk's words: "0", "1-29", "180 and more". */
export const daysOf = (c: Pick<ProvisionClassItem, 'fromDays' | 'toDays'>) => (c.toDays === null ? `${c.fromDays} and more` : c.toDays === c.fromDays ? `${c.fromDays}` : `${c.fromDays}-${c.toDays}`);
/** Basis points as a percentage: 500 is "5 %", 250 "2.5 %". */
export const percentOf = (bp: number) => `${bp / 100} %`;

const listed = (d: unknown): d is { items: ProvisionClassItem[] } => typeof d === 'object' && d !== null && Array.isArray((d as { items?: unknown }).items);

/**
 * The provisioning classes in force (docs/books.md "Changing the classes"): each class's days past due, rate and
 * whether it is non-performing. Finance (or admin) asks for a new set; a second person approves it in Approvals.
 */
export function ClassesView() {
  const { query, result } = useResourceRead<{ items: ProvisionClassItem[] }>('books', callOf(bookCalls.classes));
  const { data: canChange } = useCan({ resource: 'books', action: 'change-classes' });
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The provision classes could not be loaded.'}</p>;
  if (!listed(result.data)) return <p role="status">Loading the provision classes...</p>;
  const classes = result.data.items;
  return (
    <section className="card" aria-label="Provision classes">
      <h2>Provision classes</h2>
      <p className="muted">
        At each month end a loan is put in a class by its days past due and provisioned at the class&apos;s rate of its outstanding principal. A change applies to
        the month ends provisioned after its approval; months already provisioned keep their figures.
      </p>
      <ListTable caption="Provision classes in force" columns={['Code', 'Class', 'Days past due', 'Rate', 'Non-performing']}>
        {classes.map((c) => (
          <tr key={c.code}>
            <td>{c.code}</td>
            <td>{c.name}</td>
            <td>{daysOf(c)}</td>
            <td>{percentOf(c.rateBp)}</td>
            <td>{c.nonPerforming ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </ListTable>
      {done ? <p role="status">{done}</p> : null}
      {canChange?.can === true && !editing ? (
        <button type="button" className="button secondary" onClick={() => (setDone(null), setEditing(true))}>
          Change the classes
        </button>
      ) : null}
      {editing ? (
        <ClassesForm
          classes={classes}
          onRequested={(id) => (setEditing(false), setDone(`The new classes requested (request ${id}): a second person approves them in Approvals.`))}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
