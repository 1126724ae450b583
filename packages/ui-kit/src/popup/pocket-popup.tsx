import type { MouseEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
// The one place react-vant's Popup is used: ESLint's no-restricted-imports sends every other file here.
import { Popup } from 'react-vant';
import type { PopupProps } from 'react-vant';

import { useDialogFocus } from './dialog-focus';

/** A dialog is named by its visible title, by a visible heading inside it, or (no visible title) by a label. */
export type DialogName =
  | { title: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { title?: never; 'aria-labelledby': string; 'aria-label'?: never }
  | { title?: never; 'aria-label': string; 'aria-labelledby'?: never };

/**
 * A popup with a close button names it in the borrower's language: the caller says `Close` through its `t`
 * (docs/languages.md); ui-kit holds no English word of its own here.
 */
export type CloseButton = { closeable?: false; closeName?: never } | { closeable: true; closeName: string };

export type PocketPopupProps = Omit<PopupProps, 'title' | 'description' | 'closeIcon' | 'closeIconPosition' | 'closeable'> &
  DialogName &
  CloseButton & {
    /** What Escape does; by default what the close icon does (closeable), else what a tap on the overlay does. */
    onEscape?: () => void;
    /** Test id of the dialog element. */
    testId?: string;
  };

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * react-vant's Popup as a named modal dialog (issue 33): everything in it (its title, its content, its close button)
 * sits in one element with role="dialog", aria-modal="true" and a name; focus moves onto it when it opens and back to
 * the element that opened it when it closes; Escape closes it where it can be closed. Props are the Popup's; the
 * look and the timings are the Popup's own.
 */
export function PocketPopup(props: PocketPopupProps) {
  const {
    title,
    closeable,
    closeName,
    onClickCloseIcon,
    onEscape,
    testId,
    children,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...popupProps
  } = props;
  const titleId = useId();
  const node = useRef<HTMLDivElement>(null);

  const close = () => {
    const done = () => popupProps.onClose?.();
    const allowed = popupProps.beforeClose ? popupProps.beforeClose('close') : true;
    if (allowed instanceof Promise) void allowed.then((ok) => ok && done());
    else if (allowed) done();
  };
  const tapCloseIcon = (event: MouseEvent) => {
    onClickCloseIcon?.(event);
    close();
  };
  const escape = () => {
    if (onEscape) return onEscape();
    if (closeable) return tapCloseIcon({} as MouseEvent);
    if (popupProps.overlay === false) return;
    popupProps.onClickOverlay?.({} as MouseEvent);
    if (popupProps.closeOnClickOverlay !== false) close();
  };

  useDialogFocus({ visible: Boolean(popupProps.visible), getNode: () => node.current, onEscape: escape });

  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <Popup {...popupProps}>
      <div
        ref={node}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : ariaLabelledBy}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        className="pocket-dialog"
        data-testid={testId}
      >
        {hasTitle && (
          <div className="rv-popup__title" id={titleId}>
            {title}
          </div>
        )}
        {children}
        {closeable && (
          <button
            type="button"
            aria-label={closeName}
            className="rv-popup__close-icon rv-popup__close-icon--top-right pocket-dialog__close"
            onClick={tapCloseIcon}
          >
            <CrossIcon />
          </button>
        )}
      </div>
    </Popup>
  );
}
