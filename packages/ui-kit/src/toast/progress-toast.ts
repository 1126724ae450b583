import { Toast } from 'react-vant';

import { messageTimeLeft, showTimedToast } from './timed-toast';

/** The progress toasts the spec names (section 8). */
export const PROGRESS_TEXT = {
  logIn: 'Log In...',
  sending: 'Sending...',
  loading: 'Loading...',
  binding: 'Binding...',
} as const;

export type ProgressText = (typeof PROGRESS_TEXT)[keyof typeof PROGRESS_TEXT];

/**
 * Shows a loading toast that stays (and blocks clicks) until the returned function is called. It opens once the
 * message on screen that blocks clicks, if any, has had its time; a wait that ends before that never shows one.
 */
export function showProgressToast(message: ProgressText | (string & {})): () => void {
  let clear: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const wait = messageTimeLeft();
    if (wait > 0) timer = setTimeout(open, wait);
    else clear = clearOnceOpened((onOpened) => Toast.loading({ message, duration: 0, forbidClick: true, onOpened }));
  };
  open();
  return () => {
    clearTimeout(timer);
    clear?.();
  };
}

/**
 * react-vant renders a toast in a React root of its own, later; until then its `clear` does nothing, so a clear that
 * early is tried again until the toast has rendered. And it makes the toast visible in an effect after that render: a
 * clear that lands between the two is undone by the effect. So a toast cleared before it has opened is cleared once
 * more if react-vant still opens it (`onOpened`); one closed in time never opens.
 */
function clearOnceOpened(show: (onOpened: () => void) => { clear(): void }): () => void {
  let wanted = false;
  const toast = show(() => {
    if (wanted) toast.clear();
  });
  const unrendered = toast.clear;
  const attempt = () => {
    if (toast.clear === unrendered) setTimeout(attempt, 16);
    else toast.clear();
  };
  return () => {
    wanted = true;
    attempt();
  };
}

/** Runs work under a progress toast, clearing it whether the work succeeds or fails. */
export async function withProgressToast<T>(message: ProgressText | (string & {}), work: () => Promise<T>): Promise<T> {
  const clear = showProgressToast(message);
  try {
    return await work();
  } finally {
    clear();
  }
}

/** A plain message toast for the product's own texts (3000 ms). */
export function showMessageToast(message: string): void {
  showTimedToast(message);
}

export { showTimedToast };
