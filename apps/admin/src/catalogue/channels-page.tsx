import { useState } from 'react';

import type { StaffChannel } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { ContentForm } from './content-form';
import type { Values } from './content-form';
import { useDeskRead } from './use-desk-read';

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

/** Channels (marketing): the attribution codes and the download links the app shows for each. */
export function ChannelsPage() {
  const channels = useDeskRead<StaffChannel[]>('/catalogue/channels');
  const [editing, setEditing] = useState<StaffChannel | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <DeskGuard resource="channels">
      <div className="page-head">
        <h1>Channels</h1>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          Add a channel
        </button>
      </div>
      <p className="muted">An unknown or switched-off code gets the default channel&apos;s links.</p>
      {done ? <p role="status">{done}</p> : null}
      {editing ? (
        <ContentForm
          key={editing === 'new' ? 'new' : editing.code}
          title={editing === 'new' ? 'New channel' : `Channel ${editing.code}`}
          fields={editing === 'new' ? NEW_FIELDS : FIELDS}
          initial={valuesOf(editing === 'new' ? null : editing)}
          url={editing === 'new' ? '/catalogue/channels' : `/catalogue/channels/${editing.code}`}
          toBody={bodyOf(editing === 'new')}
          onSaved={() => (setEditing(null), setDone('Channel saved: the app uses these links from its next start.'), channels.refetch())}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {channels.loading ? <p role="status">Loading...</p> : null}
      {channels.error ? <p role="alert" className="error">{channels.error}</p> : null}
      <ListTable caption="Channels" columns={['Code', 'Name', 'Download link', 'Other link', 'On', 'Actions']}>
        {(channels.data ?? []).map((c) => (
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
