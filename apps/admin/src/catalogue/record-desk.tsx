import { useList } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { z } from 'zod';

import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { RecordForm } from './content-form';
import type { FieldSpec, Values } from './content-form';

/** What the form of a record (`null`: a new one) shows and sends. */
export interface RecordFormSpec {
  title: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  initial: Values;
  toBody: (values: Values) => Record<string, unknown> | string;
}

interface RecordDeskProps<T> {
  resource: 'banners' | 'notices' | 'channels';
  heading: string;
  addLabel: string;
  intro?: ReactNode;
  /** The record's id (its path's parameter) and the row's key: its `id` unless said (a channel's is its code). */
  idOf?: (row: T) => string | number;
  formOf: (row: T | null) => RecordFormSpec;
  /** The notice shown once a record is saved. */
  done: string;
  caption: string;
  columns: string[];
  /** The row's cells before its Edit button. */
  cells: (row: T) => ReactNode;
  /** The Edit button's accessible name, where "Edit" alone would not say which row. */
  editLabel?: (row: T) => string;
}

const idField = (row: BaseRecord): string | number => row.id ?? '';

/**
 * A catalogue desk of short records (banners, holiday notices, channels): the list through Refine's useList over the
 * resource (whole, no cursor), "Add" and each row's "Edit" opening the resource's RecordForm, after whose save Refine
 * fetches the list again.
 */
export function RecordDesk<T extends BaseRecord>({ resource, heading, addLabel, intro, idOf = idField, formOf, done, caption, columns, cells, editLabel }: RecordDeskProps<T>) {
  const { query, result } = useList<T>({ resource, pagination: { mode: 'off' } });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  return (
    <DeskGuard resource={resource}>
      <div className="page-head">
        <h1>{heading}</h1>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      </div>
      {intro}
      {editing ? (
        <RecordForm
          key={row ? idOf(row) : 'new'}
          resource={resource}
          {...(row ? { id: idOf(row) } : {})}
          {...formOf(row)}
          done={done}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {query.isLoading ? <p role="status">Loading...</p> : null}
      {query.isError ? <p role="alert" className="error">{query.error.message}</p> : null}
      <ListTable caption={caption} columns={columns}>
        {result.data.map((item) => (
          <tr key={idOf(item)}>
            {cells(item)}
            <td>
              <button type="button" className="button secondary" {...(editLabel ? { 'aria-label': editLabel(item) } : {})} onClick={() => setEditing(item)}>
                Edit
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
