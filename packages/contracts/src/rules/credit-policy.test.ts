import { describe, expect, it } from 'vitest';

import { CREDIT_FEATURES, creditPolicyDocument, DEVICE_FEATURES, KYC_FEATURES, NEVER_FEATURES, POLICY_V1, REFUSAL_CODES, REFUSAL_TEXTS, refusalText } from './credit-policy';

const withScore = (characteristics: unknown[], cutoff = 10) => ({ ...POLICY_V1, scorecard: { characteristics, cutoff } });
const messages = (doc: unknown) => {
  const r = creditPolicyDocument.safeParse(doc);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('credit policy document', () => {
  it('version 1 is a valid document', () => {
    expect(messages(POLICY_V1)).toEqual([]);
  });

  it('refuses a protected characteristic as a feature, by name, in a rule and in the scorecard', () => {
    for (const name of NEVER_FEATURES) {
      expect(messages({ ...POLICY_V1, eligibility: [{ code: 'late-history', feature: name, when: 'above', value: 0 }] })).toEqual([`${name} is never a credit feature (docs/credit-policy.md)`]);
      expect(messages(withScore([{ feature: name, bins: [{ from: 0, to: null, points: 1 }] }]))).toContain(`${name} is never a credit feature (docs/credit-policy.md)`);
    }
    expect(messages({ ...POLICY_V1, eligibility: [{ code: 'late-history', feature: 'contactsCount', when: 'above', value: 0 }] })[0]).toMatch(/^contactsCount: must be one of accountAgeDays/);
  });

  it('takes the device features; a place (province, district, location) is never a feature', () => {
    expect(messages({ ...POLICY_V1, eligibility: DEVICE_FEATURES.map((feature) => ({ code: 'new-account', feature, when: 'above', value: 3 })) })).toEqual([]);
    for (const name of ['province', 'district', 'location']) {
      expect(messages(withScore([{ feature: name, bins: [{ from: 0, to: null, points: 1 }] }]))).toEqual([`${name} is never a credit feature (docs/credit-policy.md)`]);
    }
  });

  it('the device reason belongs to a rule on a device feature, and only there', () => {
    const rule = (code: string, feature: string) => messages({ ...POLICY_V1, eligibility: [{ code, feature, when: 'above', value: 2 }] });
    expect(rule('device', 'accountsOnDevice')).toEqual([]);
    expect(rule('device', 'devicesUsed')).toEqual([]);
    expect(rule('device', 'accountAgeDays')).toEqual(['device is the reason of a rule on devicesUsed or accountsOnDevice only']);
  });

  it("takes the KYC record's income, employment, education and workplace; never its sex, marital status, place or contacts", () => {
    expect(messages({ ...POLICY_V1, eligibility: KYC_FEATURES.map((feature) => ({ code: 'profile', feature, when: 'below', value: 1 })) })).toEqual([]);
    // The KYC record's own field names (identity, base and linkman sections) that a policy must never look at.
    for (const name of ['gender', 'maritalStatus', 'provinceId', 'districtId', 'address', 'linkman', 'relationship1', 'relationship2']) {
      expect(messages(withScore([{ feature: name, bins: [{ from: 0, to: null, points: 1 }] }]))).toEqual([`${name} is never a credit feature (docs/credit-policy.md)`]);
    }
  });

  it("takes the borrower's age and the days since the KYC in a rule (profile) and in a scorecard's bins", () => {
    const ageBins = [{ from: 0, to: 25, points: 0 }, { from: 25, to: 60, points: 20 }, { from: 60, to: null, points: 10 }];
    const kycBins = [{ from: 0, to: 30, points: 0 }, { from: 30, to: null, points: 15 }];
    const doc = { ...withScore([{ feature: 'ageYears', bins: ageBins }, { feature: 'daysSinceKyc', bins: kycBins }]), eligibility: [{ code: 'profile', feature: 'ageYears', when: 'below', value: 21 }, { code: 'new-account', feature: 'daysSinceKyc', when: 'below', value: 7 }] };
    expect(messages(doc)).toEqual([]);
    expect(messages(withScore([{ feature: 'ageYears', bins: [{ from: 0, to: 25, points: 0 }, { from: 30, to: null, points: 5 }] }]))).not.toEqual([]);
  });

  it('the profile reason belongs to a rule on a KYC feature, and only there', () => {
    const rule = (code: string, feature: string) => messages({ ...POLICY_V1, eligibility: [{ code, feature, when: 'below', value: 2 }] });
    expect(rule('profile', 'incomeBand')).toEqual([]);
    expect(rule('profile', 'loansPaidLate')).toEqual(['profile is the reason of a rule on incomeBand or employmentType or educationLevel or workplaceGiven or ageYears or daysSinceKyc only']);
  });

  it('every feature it knows is accepted', () => {
    expect(messages(withScore(CREDIT_FEATURES.map((feature) => ({ feature, bins: [{ from: 0, to: null, points: 1 }] }))))).toEqual([]);
  });

  it('refuses bins that overlap, leave a gap, do not start at 0 or end', () => {
    const ok = [{ from: 0, to: 3, points: 0 }, { from: 3, to: null, points: 10 }];
    expect(messages(withScore([{ feature: 'loansPaidOnTime', bins: ok }]))).toEqual([]);
    expect(messages(withScore([{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 3, points: 0 }, { from: 2, to: null, points: 1 }] }]))).toEqual(['loansPaidOnTime: bins must follow each other with no gap or overlap (3 then 2)']);
    expect(messages(withScore([{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 3, points: 0 }, { from: 4, to: null, points: 1 }] }]))).toEqual(['loansPaidOnTime: bins must follow each other with no gap or overlap (3 then 4)']);
    expect(messages(withScore([{ feature: 'loansPaidOnTime', bins: [{ from: 1, to: null, points: 0 }] }]))).toEqual(['loansPaidOnTime: the first bin must start at 0']);
    expect(messages(withScore([{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 5, points: 0 }] }]))).toEqual(['loansPaidOnTime: the last bin must have no end (values from 5 have no points)']);
    expect(messages(withScore([{ feature: 'vip', bins: [{ from: 0, to: null, points: 0 }] }, { feature: 'vip', bins: [{ from: 0, to: null, points: 0 }] }]))).toEqual(['vip is scored twice']);
  });

  it('refuses a ladder that falls on time, grows on late, or caps below its start', () => {
    expect(messages({ ...POLICY_V1, limit: { ...POLICY_V1.limit, stepOnTime: -100 } })).toEqual(['must be 0 or more']);
    expect(messages({ ...POLICY_V1, limit: { ...POLICY_V1.limit, fallLate: -100 } })).toEqual(['must be 0 or more']);
    expect(messages({ ...POLICY_V1, limit: { ...POLICY_V1.limit, max: 10_000 } })).toEqual(['the cap must be at least the starting limit']);
    expect(messages({ ...POLICY_V1, limit: { ...POLICY_V1.limit, vipMax: 500_000 } })).toEqual(['the VIP cap must be at least the cap']);
    // First limits by score band go up with the score, within the cap.
    const bands = (firstLimitByScore: unknown) => messages({ ...POLICY_V1, limit: { ...POLICY_V1.limit, firstLimitByScore } });
    expect(bands([{ minScore: 30, limit: 80_000 }, { minScore: 60, limit: 120_000 }])).toEqual([]);
    expect(bands([{ minScore: 30, limit: 80_000 }, { minScore: 60, limit: 70_000 }])).toEqual(['score bands go up: each a higher score and a first limit at least the one before']);
    expect(bands([{ minScore: 30, limit: 80_000 }, { minScore: 30, limit: 90_000 }])).toEqual(['score bands go up: each a higher score and a first limit at least the one before']);
    expect(bands([{ minScore: 30, limit: 2_000_000 }])).toEqual(['a first limit must be at most the cap']);
  });

  it('has a plain-words text for every refusal code, with what would change it', () => {
    for (const code of REFUSAL_CODES) {
      expect(REFUSAL_TEXTS[code].why.length).toBeGreaterThan(10);
      expect(REFUSAL_TEXTS[code].change.length).toBeGreaterThan(10);
      expect(refusalText(code, 'K500.00')).toContain(code === 'above-limit' ? 'K500.00' : REFUSAL_TEXTS[code].change);
    }
    // The engine's own three keep the texts the apply call answered before policies (docs/lending.md).
    expect(refusalText('overdue')).toBe('You have an overdue bill. Please repay it before borrowing again');
    expect(refusalText('open-loan')).toBe('You already have a loan in progress. Please repay it before applying again');
    expect(refusalText('above-limit', 'K800.00')).toBe('The amount is above your available limit of K800.00');
  });
});
