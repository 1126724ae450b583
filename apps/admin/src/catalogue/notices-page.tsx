import { useState } from 'react';

import { noticeInput } from '@pocket/contracts/api/staff';
import type { StaffNotice } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { RecordForm } from './content-form';
import type { Values } from './content-form';
import { mediaPath } from './media-path';
import { useContentList } from './use-content-list';

const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'body', label: 'Text', type: 'textarea' as const },
  { key: 'imageUrl', label: 'Picture address' },
  { key: 'startsOn', label: 'First day (Lusaka)', type: 'date' as const },
  { key: 'endsOn', label: 'Last day (Lusaka)', type: 'date' as const },
  { key: 'enabled', label: 'Switched on', type: 'checkbox' as const },
];

const valuesOf = (n: StaffNotice | null): Values =>
  n
    ? { title: n.title, body: n.body, imageUrl: n.imageUrl, startsOn: n.startsOn, endsOn: n.endsOn, enabled: n.enabled }
    : { title: '', body: '', imageUrl: mediaPath('notice-holiday.svg'), startsOn: '', endsOn: '', enabled: true };

function bodyOf(v: Values): Record<string, unknown> | string {
  if (!v.startsOn) return 'First day: choose a date';
  if (!v.endsOn) return 'Last day: choose a date';
  return { title: String(v.title), body: String(v.body), imageUrl: String(v.imageUrl), startsOn: String(v.startsOn), endsOn: String(v.endsOn), enabled: v.enabled === true };
}

/** Holiday notices (marketing): each shows in the app's holidays popup on its Lusaka days only. */
export function NoticesPage() {
  const list = useContentList<StaffNotice>('notices');
  const [editing, setEditing] = useState<StaffNotice | 'new' | null>(null);
  return (
    <DeskGuard resource="notices">
      <div className="page-head">
        <h1>Holiday notices</h1>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          Add a notice
        </button>
      </div>
      {editing ? (
        <RecordForm
          key={editing === 'new' ? 'new' : editing.id}
          resource="notices"
          schema={noticeInput}
          {...(editing === 'new' ? {} : { id: editing.id })}
          title={editing === 'new' ? 'New holiday notice' : `Holiday notice ${editing.id}`}
          fields={FIELDS}
          initial={valuesOf(editing === 'new' ? null : editing)}
          toBody={bodyOf}
          done="Notice saved: the app shows it only on its days."
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {list.loading ? <p role="status">Loading...</p> : null}
      {list.error ? <p role="alert" className="error">{list.error}</p> : null}
      <ListTable caption="Holiday notices" columns={['Title', 'First day', 'Last day', 'In the app today', 'Actions']}>
        {list.items.map((n) => (
          <tr key={n.id}>
            <td>{n.title}</td>
            <td>{n.startsOn}</td>
            <td>{n.endsOn}</td>
            <td>{n.live ? 'Shown' : n.enabled ? 'Not today' : 'Switched off'}</td>
            <td>
              <button type="button" className="button secondary" onClick={() => setEditing(n)}>
                Edit
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
