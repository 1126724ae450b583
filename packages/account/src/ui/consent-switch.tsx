import { Cell, Switch } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { WithdrawableConsent } from '@pocket/contracts/api/consents';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useMyConsentsQuery, useSetConsentMutation } from '../api/consents';

export const CONSENT_SAVE_FAILED = 'Your choice was not saved. Please try again';

/** One consent the borrower may withdraw and give again (location, marketing), with what it means under it. */
export function ConsentSwitch({ kind, label, note }: { kind: WithdrawableConsent; label: string; note: string }) {
  const { data } = useMyConsentsQuery();
  const [save, saving] = useSetConsentMutation();
  const t = useText();
  const given = data?.items.find((c) => c.kind === kind)?.given;
  if (given === undefined) return null;
  const toggle = (on: boolean) => {
    save({ kind, given: on })
      .unwrap()
      .catch(() => showMessageToast(t(CONSENT_SAVE_FAILED)));
  };
  return (
    <Cell
      title={label}
      label={note}
      value={
        // react-vant's Switch passes no aria-label on: its role="switch" element gets the cell's title as its name here.
        <span ref={(el) => el?.querySelector('[role="switch"]')?.setAttribute('aria-label', label)}>
          <Switch size={22} checked={given} loading={saving.isLoading} onChange={(on: boolean) => toggle(on)} />
        </span>
      }
    />
  );
}
