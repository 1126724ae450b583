import { randomUuid } from '@pocket/app-core/uuid';

/**
 * One key per user intent: the same intent (scope and payload) gets the same key until it is settled, so a retry
 * after a time-out replays instead of paying twice; a changed payload is a new intent with a new key.
 */
export class IntentKeys {
  private readonly keys = new Map<string, { fingerprint: string; key: string }>();

  keyFor(scope: string, payload: unknown): string {
    const fingerprint = JSON.stringify(payload ?? null);
    const known = this.keys.get(scope);
    if (known && known.fingerprint === fingerprint) return known.key;
    const key = randomUuid();
    this.keys.set(scope, { fingerprint, key });
    return key;
  }

  /** The intent reached a final answer: the next attempt is a new intent. */
  settle(scope: string): void {
    this.keys.delete(scope);
  }
}

/** Keys shared by the whole app (a popup that closes and reopens on a retry keeps its key). */
export const intentKeys = new IntentKeys();

