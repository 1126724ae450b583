import type { ReactNode } from 'react';
import { useState } from 'react';
import { Dialog, Popup } from 'react-vant';

export const LEAVE_TITLE = 'Do you really want to leave?';
export const LEAVE_MESSAGE = "Don't miss this opportunity.";

export type BottomSheetProps = {
  visible: boolean;
  title?: ReactNode;
  /** Called once the user has confirmed with Yes (or at once when confirmation is off). */
  onLeave: () => void;
  /** Ask 'Do you really want to leave?' before closing; on by default. */
  confirmLeave?: boolean;
  children: ReactNode;
};

/** A rounded sheet from the bottom; closing it asks for confirmation: No stays, Yes leaves. */
export function BottomSheet({ visible, title, onLeave, confirmLeave = true, children }: BottomSheetProps) {
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    if (confirmLeave) setAsking(true);
    else onLeave();
  };

  return (
    <>
      <Popup
        visible={visible}
        position="bottom"
        round
        closeable
        title={title}
        closeOnClickOverlay={false}
        onClickOverlay={requestClose}
        onClickCloseIcon={requestClose}
      >
        {children}
      </Popup>
      <Dialog
        visible={visible && asking}
        title={LEAVE_TITLE}
        message={LEAVE_MESSAGE}
        showCancelButton
        cancelButtonText="No"
        confirmButtonText="Yes"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onLeave();
        }}
      />
    </>
  );
}
