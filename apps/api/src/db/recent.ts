/**
 * A value read at most once per `maxAgeMs` (wall-clock time, not the app's clock): one read in flight at a time, a
 * failed read is not kept. For data that changes only by an operator's edit in the database (loan products), where
 * showing an edit up to `maxAgeMs` late is acceptable; never for money or sessions.
 */
export function recent<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  let readAt = 0;
  return () => {
    const now = Date.now();
    if (value === null || now - readAt >= maxAgeMs) {
      readAt = now;
      const reading = read();
      value = reading;
      reading.catch(() => {
        if (value === reading) value = null;
      });
    }
    return value;
  };
}
