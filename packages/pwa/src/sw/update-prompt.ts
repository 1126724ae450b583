import { trackImperativeDialog } from '@pocket/ui-kit/dialog-focus';

/** The question put to the borrower when a new version is waiting (docs/product.md#states-and-transitions: asked in Chinese). */
export const UPDATE_PROMPT_TITLE = '更新提示';
export const UPDATE_PROMPT_MESSAGE = '新版本已就绪，是否立即更新？';
export const UPDATE_PROMPT_CONFIRM = '立即更新';
export const UPDATE_PROMPT_CANCEL = '稍后';

/**
 * Asks with react-vant's confirm dialog; resolves true when the borrower accepts. The library is loaded on demand
 * so that registering the worker at start-up costs nothing.
 */
export async function confirmUpdateWithDialog(): Promise<boolean> {
  // The component alone: the package root would bring a chunk of unrelated components into every first screen.
  const { default: Dialog } = await import('react-vant/es/dialog/index.js');
  // A named modal dialog (issue 33): focus moves in, Escape answers 稍后, focus goes back.
  const dialog = trackImperativeDialog();
  try {
    await Dialog.confirm({
      className: dialog.className,
      title: UPDATE_PROMPT_TITLE,
      message: UPDATE_PROMPT_MESSAGE,
      confirmButtonText: UPDATE_PROMPT_CONFIRM,
      cancelButtonText: UPDATE_PROMPT_CANCEL,
    });
    return true;
  } catch {
    return false;
  } finally {
    dialog.done();
  }
}
