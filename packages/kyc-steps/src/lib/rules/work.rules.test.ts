import { describe, expect, it } from 'vitest';

import { EMPTY_WORK } from '../../model/forms';
import { payDayError, validateWork } from './work.rules';

describe('work information rules', () => {
  it('takes a pay day from 1 to 31 only', () => {
    expect(['1', '15', '31'].map(payDayError)).toEqual([null, null, null]);
    for (const bad of ['0', '32', '', '1.5', '-1', 'x', '100']) {
      expect(payDayError(bad)).toBe('Please enter your pay day as a day of the month from 1 to 31');
    }
  });

  it('asks an employed borrower for employer, income band and pay day', () => {
    expect(validateWork({ ...EMPTY_WORK, employmentType: 'full_time_employee' })).toEqual({
      employerName: "Please enter your employer's or business's name",
      monthlyIncome: 'Please choose your monthly income',
      payDay: 'Please enter your pay day as a day of the month from 1 to 31',
    });
  });

  it('asks for the type of employment first', () => {
    expect(validateWork(EMPTY_WORK).employmentType).toBe('Please choose your type of employment');
  });

  it('needs no employer from a student, but still an income band and a pay day', () => {
    expect(validateWork({ ...EMPTY_WORK, employmentType: 'student' })).toEqual({
      monthlyIncome: 'Please choose your monthly income',
      payDay: 'Please enter your pay day as a day of the month from 1 to 31',
    });
    expect(validateWork({ ...EMPTY_WORK, employmentType: 'student', monthlyIncome: 'below_1500', payDay: '40' }).payDay).toBeDefined();
  });

  it('passes a complete form', () => {
    const form = { employmentType: 'self_employed', employerName: 'Mwale Tailoring', monthlyIncome: '3000_5000', payDay: '28' };
    expect(validateWork(form)).toEqual({});
  });
});
