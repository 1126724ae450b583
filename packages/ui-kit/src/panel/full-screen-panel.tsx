import type { ReactNode } from 'react';
import { useId } from 'react';
import { NavBar } from 'react-vant';

import { BackArrow } from '../page-header/back-arrow';
import { PocketPopup } from '../popup/pocket-popup';

export type FullScreenPanelProps = {
  visible: boolean;
  onBack: () => void;
  title?: ReactNode;
  /** Without a title: the id of the visible heading inside that names the panel. */
  labelledBy?: string;
  children: ReactNode;
  testId?: string;
};

/** A full-screen overlay that slides in from the right, with a back arrow that closes it. */
export function FullScreenPanel({ visible, onBack, title, labelledBy, children, testId }: FullScreenPanelProps) {
  const titleId = useId();
  return (
    <PocketPopup
      aria-labelledby={title ? titleId : (labelledBy ?? titleId)}
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
