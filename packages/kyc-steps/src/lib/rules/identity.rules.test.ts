import { describe, expect, it } from 'vitest';

import { EMPTY_IDENTITY } from '../../model/forms';
import { ageOn, dateOfBirthError, nameError, nrcError, validateIdentity } from './identity.rules';
import { MSG } from './messages';

describe('identity rules', () => {
  it('accepts an NRC number in the NNNNNN/NN/N format only', () => {
    expect(nrcError('123456/78/1')).toBeNull();
    expect(nrcError('')).toBe('Please enter your NRC number');
    for (const bad of ['12345/78/1', '123456/7/1', '123456/78/12', '123456-78-1', 'abcdef/gh/i', '1234567812']) {
      expect(nrcError(bad)).toBe('Please enter the NRC number as on your card: NNNNNN/NN/N');
    }
  });

  it('accepts names of letters and spaces only', () => {
    expect(nameError('Chanda Mwale', MSG.firstNameEmpty)).toBeNull();
    expect(nameError('  ', MSG.firstNameEmpty)).toBe('Please enter your first name');
    expect(nameError('Chanda2', MSG.firstNameEmpty)).toBe('Names may contain letters and spaces only');
  });

  it('counts whole years, turning 18 on the birthday itself', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-02-30', '2026-11-22')).toBeNull();
  });

  it('requires an adult date of birth (18 or older)', () => {
    expect(dateOfBirthError('2008-11-22', '2026-11-22')).toBeNull();
    expect(dateOfBirthError('2008-11-23', '2026-11-22')).toBe('You must be 18 or older to borrow');
    expect(dateOfBirthError('', '2026-11-22')).toBe('Please choose your date of birth');
    expect(dateOfBirthError('2030-01-01', '2026-11-22')).toBe('Please enter a real date of birth');
    expect(dateOfBirthError('1890-01-01', '2026-11-22')).toBe('Please enter a real date of birth');
  });

  it('asks for every field, gender and both NRC photos of an empty form', () => {
    expect(validateIdentity(EMPTY_IDENTITY, '2026-11-22')).toEqual({
      nrcNumber: MSG.nrcEmpty,
      firstName: MSG.firstNameEmpty,
      lastName: MSG.lastNameEmpty,
      dateOfBirth: MSG.dobEmpty,
      gender: 'Please choose your gender',
      nrcFrontId: 'Please add a photo of the front of your NRC',
      nrcBackId: 'Please add a photo of the back of your NRC',
    });
  });

  it('passes a complete form', () => {
    const form = {
      nrcNumber: '123456/78/1',
      firstName: 'Chanda',
      lastName: 'Mwale',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      nrcFrontId: '/uploads/a.jpg',
      nrcBackId: '/uploads/b.jpg',
    };
    expect(validateIdentity(form, '2026-11-22')).toEqual({});
  });
});
