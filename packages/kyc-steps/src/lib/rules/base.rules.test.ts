import { describe, expect, it } from 'vitest';

import { EMPTY_BASE } from '../../model/forms';
import { emailError, validateBase } from './base.rules';

const filled = {
  maritalStatus: 'single',
  education: 'secondary',
  provinceId: '5',
  provinceName: 'Lusaka',
  districtId: '51',
  districtName: 'Lusaka',
  address: 'Plot 12, Kabulonga Road',
  email: '',
};

describe('personal information rules', () => {
  it('shows the region-not-chosen text until both province and district are chosen', () => {
    expect(validateBase(EMPTY_BASE).districtId).toBe('Please choose your province and district（请选择地区）');
    expect(validateBase({ ...filled, districtId: '' }).districtId).toContain('请选择地区');
    expect(validateBase(filled).districtId).toBeUndefined();
  });

  it('shows the address-missing text for an empty or blank address', () => {
    expect(validateBase({ ...filled, address: '   ' }).address).toBe(
      'Please enter your residential address（请填写详细地址）',
    );
  });

  it('asks for marital status and education', () => {
    expect(validateBase(EMPTY_BASE)).toMatchObject({
      maritalStatus: 'Please choose your marital status',
      education: 'Please choose your education',
    });
  });

  it('takes an empty e-mail but refuses one without a 2-letter top-level domain', () => {
    expect(emailError('')).toBeNull();
    expect(emailError('mwila@zamtel.co.zm')).toBeNull();
    expect(emailError('mwila@zamtel.z')).toBe('Please enter a valid e-mail address, e.g. name@example.com');
    expect(validateBase({ ...filled, email: 'mwila' }).email).toBeDefined();
  });

  it('passes a complete form', () => {
    expect(validateBase(filled)).toEqual({});
  });
});
