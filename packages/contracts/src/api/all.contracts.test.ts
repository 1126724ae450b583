import { describe, expect, it } from 'vitest';

import { allCalls } from '../calls/all';
import { allContracts } from './all.contracts';

const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

describe('the list of contracts', () => {
  it('holds one contract per call of the list of calls, and no other', () => {
    expect(allContracts.map(keyOf).sort()).toEqual(allCalls.map(keyOf).sort());
  });

  it('builds each contract from its call object: the same auth rule and idempotency', () => {
    const callOf = new Map(allCalls.map((call) => [keyOf(call), call]));
    for (const contract of allContracts) {
      const call = callOf.get(keyOf(contract));
      expect({ auth: contract.auth, idempotent: contract.idempotent }, keyOf(contract)).toEqual({ auth: call?.auth, idempotent: call?.idempotent });
    }
  });
});
