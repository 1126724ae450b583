import { Checkbox } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { paths } from '@pocket/app-core/routes';
import { palette } from '@pocket/ui-kit/palette';

export const CONSENT_LEAD = 'I have read and agreed to the';
export const CONSENT_LINK_TEXT = 'Pocket privacy agreement';

/**
 * The consent row. The sentence reads as one line of text; tapping its lead ticks the box (the lead is the checkbox's
 * label, so the checkbox has a name), tapping the link opens the policy in a new tab without ticking anything. The
 * link sits beside the checkbox, not inside it: a link inside a checkbox is nested-interactive (issue 33). When the
 * sentence wraps (Bemba, Nyanja: issue 48), the link's enlarged tap area reaches up into the checkbox's line: the
 * checkbox stays on top there, so a tap on the lead ticks the box rather than opening the policy. A `div`, not a `p`:
 * react-vant's checkbox is made of `div`s, which a paragraph cannot hold (React warned of it on every render).
 */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useText();
  return (
    <div className="pocket-consent" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4, margin: 0, fontSize: 12, lineHeight: '18px', color: palette.textSecondary }}>
      <Checkbox className="pocket-tap-row" checked={checked} onChange={onChange} shape="square" iconSize={16} style={{ fontSize: 12, minHeight: 24, position: 'relative', zIndex: 1 }}>
        <span style={{ color: palette.textSecondary }}>{t(CONSENT_LEAD)}</span>
      </Checkbox>{' '}
      <a className="pocket-tap-link" href={paths.privacy} target="_blank" rel="noopener noreferrer" style={{ color: palette.blueText, textDecoration: 'underline' }}>
        {t(CONSENT_LINK_TEXT)}
      </a>
    </div>
  );
}
