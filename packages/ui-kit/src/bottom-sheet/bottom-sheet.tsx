import type { ReactNode } from 'react';
import { useState } from 'react';

import { useKitText } from '@pocket/app-core/kit-text';

import { PocketDialog } from '../popup/pocket-dialog';
import { PocketPopup } from '../popup/pocket-popup';

export const LEAVE_TITLE = 'Do you really want to leave?';
export const LEAVE_MESSAGE = "Don't miss this opportunity.";

export type BottomSheetProps = {
  visible: boolean;
  /** The sheet's visible title, which names it; without one, `label` does. */
  title?: ReactNode;
  label?: string;
  /** Called once the user has confirmed with Yes (or at once when confirmation is off). */
  onLeave: () => void;
  /** Ask 'Do you really want to leave?' before closing; on by default. */
  confirmLeave?: boolean;
  children: ReactNode;
};

/** A rounded sheet from the bottom; closing it asks for confirmation: No stays, Yes leaves. */
export function BottomSheet({ visible, title, label, onLeave, confirmLeave = true, children }: BottomSheetProps) {
  const [asking, setAsking] = useState(false);
  const t = useKitText();

  const requestClose = () => {
    if (confirmLeave) setAsking(true);
    else onLeave();
  };

  return (
    <>
      <PocketPopup
        {...(title ? { title } : { 'aria-label': label ?? '' })}
        visible={visible}
        position="bottom"
        round
        closeable
        closeName={t('Close')}
        closeOnClickOverlay={false}
        onClickOverlay={requestClose}
        onClickCloseIcon={requestClose}
      >
        {children}
      </PocketPopup>
      <PocketDialog
        visible={visible && asking}
        title={t(LEAVE_TITLE)}
        message={t(LEAVE_MESSAGE)}
        showCancelButton
        cancelButtonText={t('No')}
        confirmButtonText={t('Yes')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onLeave();
        }}
      />
    </>
  );
}
