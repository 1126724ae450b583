import { useEffect } from 'react';
import { Toast } from 'react-vant';

/** The progress toasts the spec names (section 8). */
export const PROGRESS_TEXT = {
  logIn: 'Log In...',
  sending: 'Sending...',
  loading: 'Loading...',
  binding: 'Binding...',
} as const;

export type ProgressText = (typeof PROGRESS_TEXT)[keyof typeof PROGRESS_TEXT];

/** Shows a loading toast that stays (and blocks clicks) until the returned function is called. */
export function showProgressToast(message: ProgressText): () => void {
  const toast = Toast.loading({ message, duration: 0, forbidClick: true });
  return () => toast.clear();
}

/** Runs work under a progress toast, clearing it whether the work succeeds or fails. */
export async function withProgressToast<T>(message: ProgressText, work: () => Promise<T>): Promise<T> {
  const clear = showProgressToast(message);
  try {
    return await work();
  } finally {
    clear();
  }
}

/** A plain message toast for the product's own texts (duration is the configured 3000 ms default). */
export function showMessageToast(message: string): void {
  Toast.info({ message });
}

/** 'Loading...' while a load is in flight; dismissed when it ends, whether it succeeded or failed (docs/product.md#error-catalogue). */
export function useLoadingToast(loading: boolean): void {
  useEffect(() => {
    if (!loading) return;
    return showProgressToast(PROGRESS_TEXT.loading);
  }, [loading]);
}
