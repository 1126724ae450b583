import { Checkbox } from 'react-vant';

import { paths } from '@pocket/app-core/routes';
import { BUTTON_COLOR } from '@pocket/contracts/constants';

export const CONSENT_LEAD = 'I have read and agreed to the';
export const CONSENT_LINK_TEXT = 'Pocket privacy agreement';

/**
 * The consent row. The sentence reads as one line of text; tapping it ticks the box, tapping the link opens the policy
 * in a new tab without ticking anything.
 */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="pocket-consent" style={{ display: 'flex', alignItems: 'flex-start', gap: 8, fontSize: 12, lineHeight: '18px' }}>
      <Checkbox checked={checked} onChange={onChange} shape="square" iconSize={16} aria-label="Consent" />
      <p style={{ margin: 0, color: '#646566' }}>
        <span onClick={() => onChange(!checked)}>{CONSENT_LEAD}</span>{' '}
        <a href={paths.privacy} target="_blank" rel="noopener noreferrer" style={{ color: BUTTON_COLOR }}>
          {CONSENT_LINK_TEXT}
        </a>
      </p>
    </div>
  );
}
