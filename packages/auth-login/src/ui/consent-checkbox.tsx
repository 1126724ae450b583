import { Checkbox } from 'react-vant';

import { paths } from '@pocket/app-core/routes';

export const CONSENT_LEAD = 'I have read and agreed to the';
export const CONSENT_LINK_TEXT = 'Pocket privacy agreement';

/** The consent row: the link sits outside the checkbox label so that reading the policy does not tick the box. */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="pocket-consent" style={{ display: 'flex', alignItems: 'flex-start', gap: 6, fontSize: 12 }}>
      <Checkbox checked={checked} onChange={onChange} shape="square" iconSize={16} aria-label="Consent">
        {CONSENT_LEAD}
      </Checkbox>{' '}
      <a href={paths.privacy} target="_blank" rel="noopener noreferrer" style={{ color: '#3271EA' }}>
        {CONSENT_LINK_TEXT}
      </a>
    </div>
  );
}
