import { Dialog } from 'react-vant';

import { trackImperativeDialog } from '../popup/dialog-focus';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/**
 * An imperative confirm with the product's own button texts. Imperative dialogs render outside the ConfigProvider, so
 * they would fall back to the library's Chinese 确认 / 取消; the texts are therefore required here. Resolves true on
 * confirm, false on cancel. It is a named modal dialog (issue 33): focus moves in, Escape cancels, focus goes back.
 */
export async function confirmDialog({ title, message, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const dialog = trackImperativeDialog();
  try {
    await Dialog.confirm({ title, message, confirmButtonText: confirmText, cancelButtonText: cancelText, className: dialog.className });
    return true;
  } catch {
    return false;
  } finally {
    dialog.done();
  }
}
