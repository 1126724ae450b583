import { describe, expect, it } from 'vitest';

import type { AuthStepItem } from '@pocket/contracts/api/kyc';

import { deriveAuthStep } from './auth-step';

// Every combination of cerCodes 1 to 4, worked out by hand from docs/product.md#states-and-transitions:
// 2 missing -> 1; else 3 missing -> 2; else 1 missing -> 3; then 3 authenticated -> 4 + firstInfoState; 4 -> reInfoState.
const TABLE: [c1: boolean, c2: boolean, c3: boolean, c4: boolean, step: number, first: boolean, re: boolean][] = [
  [false, false, false, false, 1, false, false],
  [false, false, false, true, 1, false, true],
  [false, false, true, false, 4, true, false],
  [false, false, true, true, 4, true, true],
  [false, true, false, false, 2, false, false],
  [false, true, false, true, 2, false, true],
  [false, true, true, false, 4, true, false],
  [false, true, true, true, 4, true, true],
  [true, false, false, false, 1, false, false],
  [true, false, false, true, 1, false, true],
  [true, false, true, false, 4, true, false],
  [true, false, true, true, 4, true, true],
  [true, true, false, false, 2, false, false],
  [true, true, false, true, 2, false, true],
  [true, true, true, false, 4, true, false],
  [true, true, true, true, 4, true, true],
];

const list = (flags: boolean[]): AuthStepItem[] => flags.map((isAuth, i) => ({ cerCode: i + 1, isAuth }));

describe('deriveAuthStep (docs/product.md#states-and-transitions)', () => {
  it.each(TABLE)('cerCodes 1=%s 2=%s 3=%s 4=%s give step %i, firstInfoState %s, reInfoState %s', (c1, c2, c3, c4, step, first, re) => {
    expect(deriveAuthStep(list([c1, c2, c3, c4]))).toEqual({ authStep: step, firstInfoState: first, reInfoState: re });
  });

  it('gives step 3 only in the else-if chain: an authenticated cerCode 3 then overrides it with step 4', () => {
    const results = TABLE.map(([c1, c2, c3, c4]) => deriveAuthStep(list([c1, c2, c3, c4])).authStep);
    expect(results).not.toContain(3);
  });

  it('treats a missing entry as not authenticated', () => {
    expect(deriveAuthStep([])).toEqual({ authStep: 1, firstInfoState: false, reInfoState: false });
    expect(deriveAuthStep([{ cerCode: 2, isAuth: true }])).toEqual({ authStep: 2, firstInfoState: false, reInfoState: false });
    expect(deriveAuthStep([{ cerCode: 4, isAuth: true }])).toEqual({ authStep: 1, firstInfoState: false, reInfoState: true });
    expect(deriveAuthStep([{ cerCode: 3, isAuth: true }])).toEqual({ authStep: 4, firstInfoState: true, reInfoState: false });
  });

  it('resets both info states to false whatever came before', () => {
    expect(deriveAuthStep(list([true, true, false, false]))).toMatchObject({ firstInfoState: false, reInfoState: false });
  });
});
