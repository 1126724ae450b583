import { Dialog } from 'react-vant';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/**
 * An imperative confirm with the product's own button texts. Imperative dialogs render outside the ConfigProvider, so
 * they would fall back to the library's Chinese 确认 / 取消; the texts are therefore required here. Resolves true on
 * confirm, false on cancel.
 */
export async function confirmDialog({ title, message, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  try {
    await Dialog.confirm({ title, message, confirmButtonText: confirmText, cancelButtonText: cancelText });
    return true;
  } catch {
    return false;
  }
}
