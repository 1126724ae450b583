/** A failure that trying again will not fix (the server refused the photo): status or code in the 4xx range. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const e = error as { status?: unknown; code?: unknown };
  const status = typeof e.status === 'number' ? e.status : typeof e.code === 'number' ? e.code : null;
  return status === null || status < 400 || status >= 500 || status === 408 || status === 429;
}

export type RetryOptions = {
  attempts?: number;
  /** Wait before attempt n+1 (n from 1). */
  delayMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  retryable?: (error: unknown) => boolean;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` again after a growing pause when it fails for a reason that may pass (a dropped or slow network). */
export async function retrying<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 3, delayMs = (n) => 1000 * 2 ** (n - 1), sleep = defaultSleep, retryable = isRetryable } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
      await sleep(delayMs(attempt));
    }
  }
}
