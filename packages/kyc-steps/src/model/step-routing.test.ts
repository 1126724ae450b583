import { describe, expect, it } from 'vitest';

import type { AuthStepItem } from '@pocket/contracts/api/kyc';

import { DEFAULT_RETURN_TO, firstMissingStep, safeReturnTo } from './step-routing';

const auth = (...codes: number[]): AuthStepItem[] =>
  [1, 2, 3, 4].map((cerCode) => ({ cerCode, isAuth: codes.includes(cerCode) }));

describe('firstMissingStep', () => {
  it('sends a new borrower to identity first', () => {
    expect(firstMissingStep([])).toBe('identity');
    expect(firstMissingStep(auth(1, 3, 4))).toBe('identity');
  });

  it('sends to the first unsaved personal-information form once identity is done', () => {
    expect(firstMissingStep(auth(2))).toBe('base');
    expect(firstMissingStep(auth(2), ['base'])).toBe('linkman');
    expect(firstMissingStep(auth(2), ['base', 'linkman'])).toBe('work');
    expect(firstMissingStep(auth(2), ['linkman', 'work'])).toBe('base');
  });

  it('goes back to base when the server has not authenticated cerCode 3 though all forms were saved', () => {
    expect(firstMissingStep(auth(2), ['base', 'linkman', 'work'])).toBe('base');
  });

  it('sends to face verification after identity and personal information', () => {
    expect(firstMissingStep(auth(2, 3))).toBe('faceStart');
  });

  it('has nothing missing once cerCodes 1, 2 and 3 are authenticated, with or without the questionnaire', () => {
    expect(firstMissingStep(auth(1, 2, 3))).toBeNull();
    expect(firstMissingStep(auth(1, 2, 3, 4))).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeReturnTo('/borrow-plan?amount=1000')).toBe('/borrow-plan?amount=1000');
  });

  it('refuses off-site, protocol-relative, non-string and KYC targets', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', undefined, 42, '']) {
      expect(safeReturnTo(bad)).toBe(DEFAULT_RETURN_TO);
    }
    expect(safeReturnTo('/authentication/base?x=1', ['/authentication/base'])).toBe(DEFAULT_RETURN_TO);
  });
});
