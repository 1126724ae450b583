import { afterEach, describe, expect, it } from 'vitest';

import { loadSavedSections, markSectionSaved, STEP_PATH, stepHref } from './kyc-paths';
import { firstMissingStep } from './step-routing';

afterEach(() => localStorage.clear());

describe('KYC step paths', () => {
  it("are the route table's /authentication/* and /face/face-start paths", () => {
    expect(STEP_PATH).toEqual({
      identity: '/authentication/identity',
      base: '/authentication/base',
      linkman: '/authentication/linkman',
      work: '/authentication/work',
      faceStart: '/face/face-start',
      questionnaire: '/authentication/questionnaire',
    });
  });

  it('carry where the borrower was going', () => {
    expect(stepHref('identity', '/borrow-plan?amount=1000')).toBe('/authentication/identity?redirect=%2Fborrow-plan%3Famount%3D1000');
    expect(stepHref('faceStart', null)).toBe('/face/face-start');
  });

  it('remember per user which personal-information forms were saved, so a borrower resumes at the next', () => {
    markSectionSaved('7', 'base');
    markSectionSaved('7', 'linkman');
    markSectionSaved('7', 'base');
    expect(loadSavedSections('7')).toEqual(['base', 'linkman']);
    expect(loadSavedSections('8')).toEqual([]);
    expect(firstMissingStep([{ cerCode: 2, isAuth: true }], loadSavedSections('7'))).toBe('work');
  });
});
