import type { ReactNode } from 'react';
import { useId } from 'react';
import { NavBar } from 'react-vant';

import { BackArrow } from '../page-header/back-arrow';
import { PocketPopup } from '../popup/pocket-popup';

export type FullScreenPanelProps = {
  visible: boolean;
  onBack: () => void;
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
};

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
