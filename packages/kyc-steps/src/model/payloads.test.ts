import { describe, expect, it } from 'vitest';

import { authInfoBody, identityBody } from '@pocket/contracts/api/kyc';

import { toBaseSection, toIdentityBody, toLinkmanSection, toWorkSection } from './payloads';

// Each form that passes the page's rules must also pass the server's contract, or the borrower meets a 400.
describe('form to contract body', () => {
  it('sends identity the way the contract reads it', () => {
    const body = toIdentityBody({
      nrcNumber: ' 123456/78/1 ',
      firstName: 'Chanda ',
      lastName: 'Mwale',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      nrcFrontId: 'upl_front_0123456789',
      nrcBackId: 'upl_back_01234567890',
    });
    expect(identityBody.parse(body)).toEqual({ ...body, nrcNumber: '123456/78/1', firstName: 'Chanda' });
  });

  it('sends the three personal-information sections the way the contract reads them', () => {
    const base = toBaseSection({
      maritalStatus: 'single',
      education: 'secondary',
      provinceId: '5',
      provinceName: 'Lusaka',
      districtId: '51',
      districtName: 'Lusaka',
      address: 'Plot 12',
      email: '',
    });
    expect(authInfoBody.parse(base)).toMatchObject({ type: 'base', provinceId: 5, districtId: 51 });
    const linkman = toLinkmanSection({ name1: 'Bwalya', relationship1: 'parent', mobile1: '0971111111', name2: 'Mutale', relationship2: 'friend', mobile2: '0962222222' });
    expect(authInfoBody.parse(linkman)).toEqual(linkman);
    const work = toWorkSection({ employmentType: 'full_time_employee', employerName: 'ZESCO', monthlyIncome: '3000_5000', payDay: '25' });
    expect(authInfoBody.parse(work)).toMatchObject({ payDay: 25, employerName: 'ZESCO' });
  });

  it('sends no employer for a student, even one typed before the employment type changed', () => {
    const work = toWorkSection({ employmentType: 'student', employerName: 'old text', monthlyIncome: 'below_1500', payDay: '5' });
    expect(authInfoBody.parse(work)).toMatchObject({ employerName: '', payDay: 5 });
  });
});
