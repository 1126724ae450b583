import type { ComponentProps, MouseEvent } from 'react';
import { useId } from 'react';
// The one place react-vant's Dialog and ActionSheet are used: ESLint's no-restricted-imports sends every other file here.
import { ActionSheet, Dialog } from 'react-vant';
import type { ActionSheetProps } from 'react-vant';

import { markDialog, markerClass, useDialogFocus } from './dialog-focus';

type DialogProps = ComponentProps<typeof Dialog>;

const find = (className: string) => document.querySelector<HTMLElement>(`.${className}`);

/**
 * react-vant's Dialog as a named modal dialog (issue 33): role="dialog", aria-modal, named by its title; focus moves in
 * when it opens and back to the opener when it closes; Escape answers with the cancel button when there is one.
 */
export function PocketDialog({ onEscape, ...props }: DialogProps & { title: DialogProps['title']; onEscape?: () => void }) {
  const marker = markerClass(useId());
  const escape = onEscape ?? (props.showCancelButton ? () => void props.onCancel?.({} as MouseEvent) : undefined);
  useDialogFocus({
    visible: Boolean(props.visible),
    getNode: () => find(marker),
    onEscape: escape,
    prepare: (node) => markDialog(node, { labelledBy: node.querySelector<HTMLElement>('.rv-dialog__header') }),
  });
  return <Dialog {...props} className={[props.className, marker].filter(Boolean).join(' ')} />;
}

/**
 * react-vant's ActionSheet as a named modal dialog: named by its title (or `aria-label`), focus in and back, Escape
 * cancels.
 */
export function PocketActionSheet({ 'aria-label': label, ...props }: ActionSheetProps & { 'aria-label'?: string }) {
  const marker = markerClass(useId());
  useDialogFocus({
    visible: Boolean(props.visible),
    getNode: () => find(marker),
    onEscape: () => (props.onCancel ?? props.onClose)?.(),
    prepare: (node) => markDialog(node, { labelledBy: node.querySelector<HTMLElement>('.rv-action-sheet__header'), label }),
  });
  return <ActionSheet {...props} className={[props.className, marker].filter(Boolean).join(' ')} />;
}
