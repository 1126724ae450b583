import { describe, expect, it } from 'vitest';

import { firstMissingKycPath, homeAction, kycPathForCerCode, kycStepPath } from './home-action';

describe('homeAction (one call to action on /home)', () => {
  it('opens the login panel when there is no session', () => {
    expect(homeAction({ hasToken: false, authStep: 4, openLoan: null }).kind).toBe('login');
  });

  it.each([
    [1, '/authentication/identity'],
    [2, '/authentication/base'],
    [3, '/face/face-start'],
  ])('sends a borrower at authStep %i to the first missing step %s', (authStep, to) => {
    expect(homeAction({ hasToken: true, authStep, openLoan: null })).toMatchObject({ kind: 'kyc', to });
  });

  it.each(['REPAYING', 'OVERDUE'] as const)('sends a borrower with a %s loan to its bill', (status) => {
    expect(homeAction({ hasToken: true, authStep: 4, openLoan: { orderId: 12, status } })).toMatchObject({
      kind: 'bill',
      to: '/billing-details/12',
    });
  });

  it('shows an application still under review or being disbursed on /borrow-plan', () => {
    expect(homeAction({ hasToken: true, authStep: 4, openLoan: { orderId: 3, status: 'DISBURSING' } })).toMatchObject({
      kind: 'progress',
      to: '/borrow-plan',
    });
  });

  it('puts an open loan before missing KYC steps', () => {
    expect(homeAction({ hasToken: true, authStep: 1, openLoan: { orderId: 5, status: 'REPAYING' } }).kind).toBe('bill');
  });

  it('sends a borrower with KYC done and no open loan to /borrow-plan', () => {
    expect(homeAction({ hasToken: true, authStep: 4, openLoan: null })).toMatchObject({ kind: 'borrow', to: '/borrow-plan' });
  });

  it('knows no KYC page once authStep is 4', () => {
    expect(kycStepPath(4)).toBeNull();
  });
});

describe('first missing KYC step from the process-step list', () => {
  const list = (done: number[]) => [1, 2, 3, 4].map((cerCode) => ({ cerCode, isAuth: done.includes(cerCode) }));

  it('goes identity (2), then personal information (3), then face (1); the questionnaire (4) is optional', () => {
    expect(firstMissingKycPath(list([]))).toBe('/authentication/identity');
    expect(firstMissingKycPath(list([2]))).toBe('/authentication/base');
    expect(firstMissingKycPath(list([2, 3]))).toBe('/face/face-start');
    expect(firstMissingKycPath(list([1, 2, 3]))).toBeNull();
  });

  it('wins over a stale authStep', () => {
    expect(homeAction({ hasToken: true, authStep: 1, openLoan: null, kycPath: null }).kind).toBe('borrow');
    expect(homeAction({ hasToken: true, authStep: 4, openLoan: null, kycPath: '/face/face-start' })).toMatchObject({ kind: 'kyc' });
  });

  it('sends a 417 answer to the page of its cerCode', () => {
    expect(kycPathForCerCode(1)).toBe('/face/face-start');
    expect(kycPathForCerCode(2)).toBe('/authentication/identity');
    expect(kycPathForCerCode(3)).toBe('/authentication/base');
  });

  describe('after KYC, while a person decides it', () => {
    const review = (status: 'pending' | 'rejected' | 'approved', step: 'identity' | 'face' | 'personal' | 'support' | null = null) => ({ status, title: 't', why: 'w', next: 'n', step });
    const done = { hasToken: true, authStep: 4, openLoan: null, kycPath: null };

    it('waits while the KYC is under review', () => {
      expect(homeAction({ ...done, review: review('pending') })).toEqual({ kind: 'review', label: 'Under review' });
    });

    it.each([
      ['identity', '/authentication/identity'],
      ['personal', '/authentication/base'],
      ['face', '/face/face-start'],
    ] as const)('sends a rejected borrower to redo the %s step', (step, to) => {
      expect(homeAction({ ...done, review: review('rejected', step) })).toEqual({ kind: 'kyc', label: 'Update my information', to });
    });

    it('holds borrowing when a person sent the borrower to support; lets an approved one borrow', () => {
      expect(homeAction({ ...done, review: review('rejected', 'support') })).toEqual({ kind: 'review', label: 'Borrowing on hold' });
      expect(homeAction({ ...done, review: review('approved') }).kind).toBe('borrow');
    });
  });
});
