import { noticeInput } from '@pocket/contracts/api/staff';
import type { StaffNotice } from '@pocket/contracts/api/staff';

import type { Values } from './content-form';
import { mediaPath } from './media-path';
import { RecordDesk } from './record-desk';

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
  return (
    <RecordDesk<StaffNotice>
      resource="notices"
      heading="Holiday notices"
      addLabel="Add a notice"
      formOf={(n) => ({ title: n ? `Holiday notice ${n.id}` : 'New holiday notice', schema: noticeInput, fields: FIELDS, initial: valuesOf(n), toBody: bodyOf })}
      done="Notice saved: the app shows it only on its days."
      caption="Holiday notices"
      columns={['Title', 'First day', 'Last day', 'In the app today', 'Actions']}
      cells={(n) => (
        <>
          <td>{n.title}</td>
          <td>{n.startsOn}</td>
          <td>{n.endsOn}</td>
          <td>{n.live ? 'Shown' : n.enabled ? 'Not today' : 'Switched off'}</td>
        </>
      )}
    />
  );
}
