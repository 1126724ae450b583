import type { AuthInfoBody, IdentityBody } from '@pocket/contracts/api/kyc';

import type { BaseForm, IdentityForm, LinkmanForm, WorkForm } from './forms';
import { WITHOUT_EMPLOYER } from './options';

// Forms hold strings as typed; these turn a form that passed its rules into the contract's body.

export function toIdentityBody(form: IdentityForm): IdentityBody {
  return {
    nrcNumber: form.nrcNumber.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: form.dateOfBirth,
    gender: form.gender as IdentityBody['gender'],
    nrcFrontId: form.nrcFrontId,
    nrcBackId: form.nrcBackId,
  };
}

type Section<T extends AuthInfoBody['type']> = Extract<AuthInfoBody, { type: T }>;

export function toBaseSection(form: BaseForm): Section<'base'> {
  return {
    type: 'base',
    maritalStatus: form.maritalStatus as Section<'base'>['maritalStatus'],
    education: form.education as Section<'base'>['education'],
    provinceId: Number(form.provinceId),
    districtId: Number(form.districtId),
    address: form.address.trim(),
    email: form.email.trim(),
  };
}

export function toLinkmanSection(form: LinkmanForm): Section<'linkman'> {
  return {
    type: 'linkman',
    name1: form.name1.trim(),
    relationship1: form.relationship1 as Section<'linkman'>['relationship1'],
    mobile1: form.mobile1,
    name2: form.name2.trim(),
    relationship2: form.relationship2 as Section<'linkman'>['relationship2'],
    mobile2: form.mobile2,
  };
}

export function toWorkSection(form: WorkForm): Section<'work'> {
  const withoutEmployer = WITHOUT_EMPLOYER.includes(form.employmentType);
  return {
    type: 'work',
    employmentType: form.employmentType as Section<'work'>['employmentType'],
    employerName: withoutEmployer ? '' : form.employerName.trim(),
    monthlyIncome: form.monthlyIncome as Section<'work'>['monthlyIncome'],
    payDay: Number(form.payDay),
  };
}
