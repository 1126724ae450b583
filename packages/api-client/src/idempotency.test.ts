import { describe, expect, it } from 'vitest';

import { IntentKeys } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per user intent', () => {
  it('reuses the key when the same intent is retried', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor('repay:plan-7', { payAmount: 100 });
    expect(first).toMatch(UUID);
    expect(keys.keyFor('repay:plan-7', { payAmount: 100 })).toBe(first);
  });

  it('makes a new key when the payload changes or the intent was settled', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor('repay:plan-7', { payAmount: 100 });
    const changed = keys.keyFor('repay:plan-7', { payAmount: 120 });
    expect(changed).not.toBe(first);
    keys.settle('repay:plan-7');
    expect(keys.keyFor('repay:plan-7', { payAmount: 120 })).not.toBe(changed);
  });

  it('keeps separate intents apart', () => {
    const keys = new IntentKeys();
    expect(keys.keyFor('repay:plan-7', {})).not.toBe(keys.keyFor('repay:plan-8', {}));
  });
});
