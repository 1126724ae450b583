import { channelInput, newChannelInput } from '@pocket/contracts/api/staff';
import type { StaffChannel } from '@pocket/contracts/api/staff';

import { fieldsOf } from './content-form';
import type { Values } from './content-form';
import { RecordDesk } from './record-desk';

const FIELDS = [
  ...fieldsOf('text', { name: 'Name', appDownloadUrl: 'Download link (app path or https:// address)', altDownloadUrl: 'Other download link (app path or https:// address)', packageName: 'Android package name' }),
  ...fieldsOf('checkbox', { googleLoginEnabled: 'Google sign-in offered', enabled: 'Switched on' }),
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
  return (
    <RecordDesk<StaffChannel>
      resource="channels"
      heading="Channels"
      addLabel="Add a channel"
      intro={<p className="muted">An unknown or switched-off code gets the default channel&apos;s links.</p>}
      idOf={(c) => c.code}
      formOf={(c) => ({
        title: c ? `Channel ${c.code}` : 'New channel',
        schema: c ? channelInput : newChannelInput,
        fields: c ? FIELDS : NEW_FIELDS,
        initial: valuesOf(c),
        toBody: bodyOf(c === null),
      })}
      done="Channel saved: the app uses these links from its next start."
      caption="Channels"
      columns={['Code', 'Name', 'Download link', 'Other link', 'On', 'Actions']}
      cells={(c) => (
        <>
          <td>{c.code}</td>
          <td>{c.name}</td>
          <td>{c.appDownloadUrl}</td>
          <td>{c.altDownloadUrl}</td>
          <td>{c.enabled ? 'Yes' : 'No'}</td>
        </>
      )}
      editLabel={(c) => `Edit ${c.code}`}
    />
  );
}
