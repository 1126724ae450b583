import { useList } from '@refinedev/core';
import { useState } from 'react';

import { channelInput, newChannelInput } from '@pocket/contracts/api/staff';
import type { StaffChannel } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { RecordForm } from './content-form';
import type { Values } from './content-form';

const FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'appDownloadUrl', label: 'Download link (app path or https:// address)' },
  { key: 'altDownloadUrl', label: 'Other download link (app path or https:// address)' },
  { key: 'packageName', label: 'Android package name' },
  { key: 'googleLoginEnabled', label: 'Google sign-in offered', type: 'checkbox' as const },
  { key: 'enabled', label: 'Switched on', type: 'checkbox' as const },
];
const NEW_FIELDS = [{ key: 'code', label: 'Code (letters, digits, - or _)' }, ...FIELDS];

const valuesOf = (c: StaffChannel | null): Values => ({
  code: c?.code ?? '', name: c?.name ?? '', appDownloadUrl: c?.appDownloadUrl ?? '/?source=pwa', altDownloadUrl: c?.altDownloadUrl ?? '',
  packageName: c?.packageName ?? 'zm.co.pocket.app', googleLoginEnabled: c?.googleLoginEnabled ?? true, enabled: c?.enabled ?? true,
});
const bodyOf = (withCode: boolean) => (v: Values) => ({
  ...(withCode ? { code: String(v.code).trim() } : {}),
  name: String(v.name).trim(), appDownloadUrl: String(v.appDownloadUrl).trim(), altDownloadUrl: String(v.altDownloadUrl).trim(),
  packageName: String(v.packageName).trim(), googleLoginEnabled: v.googleLoginEnabled === true, enabled: v.enabled === true,
});

/**
 * Channels (marketing): the attribution codes and the download links the app shows for each; the list and the form go
 * through Refine's data layer (the channels resource), which fetches the list again after a save.
 */
export function ChannelsPage() {
  const { query, result } = useList<StaffChannel>({ resource: 'channels', pagination: { mode: 'off' } });
  const [editing, setEditing] = useState<StaffChannel | 'new' | null>(null);
  return (
    <DeskGuard resource="channels">
      <div className="page-head">
        <h1>Channels</h1>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          Add a channel
        </button>
      </div>
      <p className="muted">An unknown or switched-off code gets the default channel&apos;s links.</p>
      {editing ? (
        <RecordForm
          key={editing === 'new' ? 'new' : editing.code}
          resource="channels"
          schema={editing === 'new' ? newChannelInput : channelInput}
          {...(editing === 'new' ? {} : { id: editing.code })}
          title={editing === 'new' ? 'New channel' : `Channel ${editing.code}`}
          fields={editing === 'new' ? NEW_FIELDS : FIELDS}
          initial={valuesOf(editing === 'new' ? null : editing)}
          toBody={bodyOf(editing === 'new')}
          done="Channel saved: the app uses these links from its next start."
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {query.isLoading ? <p role="status">Loading...</p> : null}
      {query.isError ? <p role="alert" className="error">{query.error.message}</p> : null}
      <ListTable caption="Channels" columns={['Code', 'Name', 'Download link', 'Other link', 'On', 'Actions']}>
        {result.data.map((c) => (
          <tr key={c.code}>
            <td>{c.code}</td>
            <td>{c.name}</td>
            <td>{c.appDownloadUrl}</td>
            <td>{c.altDownloadUrl}</td>
            <td>{c.enabled ? 'Yes' : 'No'}</td>
            <td>
              <button type="button" className="button secondary" aria-label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
                Edit
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
    </DeskGuard>
  );
}
