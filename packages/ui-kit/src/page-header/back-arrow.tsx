import type { KeyboardEvent } from 'react';

import { useKitText } from '@pocket/app-core/kit-text';

// Enter or Space on the focused arrow taps it: the click bubbles to the nav bar's left side, which goes back.
const pressWithKeys = (event: KeyboardEvent<SVGSVGElement>) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};

/**
 * The nav bar's back arrow, named 'Back', reachable with Tab and pressed with Enter or Space (issue 33). react-vant's
 * default arrow icon resolves to undefined under React 19 here; NavBar clones this element and adds its icon class.
 */
export function BackArrow(props: { className?: string }) {
  const t = useKitText();
  return (
    <svg role="button" aria-label={t('Back')} tabIndex={0} onKeyDown={pressWithKeys} viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
