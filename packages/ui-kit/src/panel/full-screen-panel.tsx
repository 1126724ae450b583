import type { ReactNode } from 'react';
import { useId } from 'react';
import { NavBar } from 'react-vant';

import { PocketPopup } from '../popup/pocket-popup';

export type FullScreenPanelProps = {
  visible: boolean;
  onBack: () => void;
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
};

// NavBar clones this element and adds its icon class; the label makes the arrow findable as 'Back'.
function BackArrow(props: { className?: string }) {
  return (
    <svg role="button" aria-label="Back" viewBox="0 0 24 24" width="1em" height="1em" {...props}>
      <path d="M15.5 4 7.5 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A full-screen overlay that slides in from the right, with a back arrow that closes it. */
export function FullScreenPanel({ visible, onBack, title, children, testId }: FullScreenPanelProps) {
  const titleId = useId();
  return (
    <PocketPopup
      aria-labelledby={titleId}
      onEscape={onBack}
      visible={visible}
      position="right"
      overlay={false}
      closeOnPopstate
      style={{ width: '100%', height: '100%', overflowY: 'auto' }}
      onClose={onBack}
    >
      <div data-testid={testId}>
        <NavBar leftArrow={<BackArrow />} title={<span id={titleId}>{title}</span>} border={false} onClickLeft={onBack} />
        {children}
      </div>
    </PocketPopup>
  );
}
