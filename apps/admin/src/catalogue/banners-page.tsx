import { bannerInput } from '@pocket/contracts/api/staff';
import type { StaffBanner } from '@pocket/contracts/api/staff';

import { fromLusakaInput, lusakaInput, lusakaText } from './content-form';
import type { Values } from './content-form';
import { mediaPath } from './media-path';
import { RecordDesk } from './record-desk';

const FIELDS = [
  { key: 'position', label: 'Position (1 first)', type: 'number' as const },
  { key: 'title', label: 'Title' },
  { key: 'imageUrl', label: 'Picture address' },
  { key: 'link', label: 'Opens (app path or https:// address)' },
  { key: 'startsAt', label: 'Shown from (Lusaka time)', type: 'datetime-local' as const },
  { key: 'endsAt', label: 'Shown until (Lusaka time)', type: 'datetime-local' as const },
  { key: 'enabled', label: 'Switched on', type: 'checkbox' as const },
];

const valuesOf = (b: StaffBanner | null): Values =>
  b
    ? { position: String(b.position), title: b.title, imageUrl: b.imageUrl, link: b.link, startsAt: lusakaInput(b.startsAt), endsAt: lusakaInput(b.endsAt), enabled: b.enabled }
    : { position: '1', title: '', imageUrl: mediaPath('banner-packs.svg'), link: '/', startsAt: '', endsAt: '', enabled: true };

function bodyOf(v: Values): Record<string, unknown> | string {
  const startsAt = fromLusakaInput(String(v.startsAt));
  const endsAt = fromLusakaInput(String(v.endsAt));
  if (!startsAt) return 'Shown from: choose a date and time';
  if (!endsAt) return 'Shown until: choose a date and time';
  if (!/^\d{1,2}$/.test(String(v.position))) return 'Position: a whole number from 1 to 99';
  return { position: Number(v.position), title: String(v.title), imageUrl: String(v.imageUrl), link: String(v.link), startsAt, endsAt, enabled: v.enabled === true };
}

/** Marketing banners (marketing): each shows in the app's marketing popup only from its start to its end. */
export function BannersPage() {
  return (
    <RecordDesk<StaffBanner>
      resource="banners"
      heading="Banners"
      addLabel="Add a banner"
      formOf={(b) => ({ title: b ? `Banner ${b.id}` : 'New banner', schema: bannerInput, fields: FIELDS, initial: valuesOf(b), toBody: bodyOf })}
      done="Banner saved: the app shows it only between its dates."
      caption="Banners"
      columns={['Position', 'Title', 'Opens', 'From (Lusaka)', 'Until (Lusaka)', 'In the app now', 'Actions']}
      cells={(b) => (
        <>
          <td>{b.position}</td>
          <td>{b.title}</td>
          <td>{b.link}</td>
          <td>{lusakaText(b.startsAt)}</td>
          <td>{lusakaText(b.endsAt)}</td>
          <td>{b.live ? 'Shown' : b.enabled ? 'Not now' : 'Switched off'}</td>
        </>
      )}
    />
  );
}
