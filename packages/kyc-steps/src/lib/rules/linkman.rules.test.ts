import { describe, expect, it } from 'vitest';

import { EMPTY_LINKMAN } from '../../model/forms';
import { validateLinkman } from './linkman.rules';

const two = {
  name1: 'Bwalya Phiri',
  relationship1: 'parent',
  mobile1: '0971111111',
  name2: 'Mutale Zulu',
  relationship2: 'friend',
  mobile2: '0962222222',
};

describe('emergency contact rules', () => {
  it('passes two named contacts with different valid numbers that are not the user’s own', () => {
    expect(validateLinkman(two, '+260955555555')).toEqual({});
  });

  it('asks for both contacts with the name-missing and phone-missing texts', () => {
    const errors = validateLinkman(EMPTY_LINKMAN, '0955555555');
    expect(errors.name1).toBe("Please enter the contact's name（请填写姓名）");
    expect(errors.name2).toBe(errors.name1);
    expect(errors.mobile1).toBe('Please enter your phone number');
    expect(errors.relationship2).toBe('Please choose your relationship with this contact');
  });

  it('refuses a phone that is not 10 digits starting with 0, with the invalid-phone text', () => {
    expect(validateLinkman({ ...two, mobile1: '097111111' }, null).mobile1).toBe(
      'Please enter the correct 10-digit phone number（0XXXXXXXXX）（请填写正确的电话）',
    );
  });

  it("refuses the user's own number, whether userInfo holds it local or E.164", () => {
    expect(validateLinkman({ ...two, mobile2: '0955555555' }, '+260955555555').mobile2).toBe(
      'An emergency contact must be someone else: this is your own number',
    );
    expect(validateLinkman({ ...two, mobile1: '0955555555' }, '0955555555').mobile1).toBeDefined();
  });

  it('refuses the same number twice', () => {
    expect(validateLinkman({ ...two, mobile2: two.mobile1 }, null)).toEqual({
      mobile2: 'Please give two different phone numbers for your two contacts',
    });
  });

  it('refuses contact names with digits', () => {
    expect(validateLinkman({ ...two, name2: 'Mutale 2' }, null).name2).toBe('Names may contain letters and spaces only');
  });
});
