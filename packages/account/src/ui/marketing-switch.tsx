import { Cell, Switch } from 'react-vant';

import { MESSAGE_SETTINGS_NOTE } from '@pocket/contracts/api/messages';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useGetMessageSettingsQuery, useSetMessageSettingsMutation } from '../api/message-settings';

export const MARKETING_LABEL = 'Offers by SMS';
export const MARKETING_SAVE_FAILED = 'Your choice was not saved. Please try again';

/** /set: switch marketing messages off or on; reminders about money owed and receipts stay on (the note says so). */
export function MarketingSwitch() {
  const { data } = useGetMessageSettingsQuery();
  const [save, saving] = useSetMessageSettingsMutation();
  if (!data) return null;
  const toggle = (marketing: boolean) => {
    save({ marketing })
      .unwrap()
      .catch(() => showMessageToast(MARKETING_SAVE_FAILED));
  };
  return (
    <Cell
      title={MARKETING_LABEL}
      label={MESSAGE_SETTINGS_NOTE}
      value={
        // react-vant's Switch passes no aria-label on: its role="switch" element gets the cell's title as its name here.
        <span ref={(el) => el?.querySelector('[role="switch"]')?.setAttribute('aria-label', MARKETING_LABEL)}>
          <Switch size={22} checked={data.marketing} loading={saving.isLoading} onChange={(on: boolean) => toggle(on)} />
        </span>
      }
    />
  );
}
