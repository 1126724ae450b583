import { lusakaToday } from '@pocket/contracts/lusaka-date';
import { isName } from '@pocket/contracts/validators';

import type { FormErrors, IdentityForm } from '../../model/forms';
import { MSG } from './messages';

/** Zambian National Registration Card number: six digits, two digits, one digit. */
const NRC = /^\d{6}\/\d{2}\/\d$/;
export const ADULT_AGE = 18;
const OLDEST_AGE = 120;

export function nrcError(value: string): string | null {
  if (value.trim() === '') return MSG.nrcEmpty;
  return NRC.test(value.trim()) ? null : MSG.nrcInvalid;
}

export function nameError(value: string, emptyMessage: string): string | null {
  const name = value.trim();
  if (name === '') return emptyMessage;
  return isName(name) ? null : MSG.nameLetters;
}

/** Whole years between a YYYY-MM-DD birth date and today's YYYY-MM-DD (Lusaka business date). */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const real = new Date(Date.UTC(by, bm - 1, bd));
  if (real.getUTCFullYear() !== by || real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return null;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

export function dateOfBirthError(value: string, today: string): string | null {
  if (value === '') return MSG.dobEmpty;
  const age = ageOn(value, today);
  if (age === null || age < 0 || age > OLDEST_AGE) return MSG.dobInvalid;
  return age >= ADULT_AGE ? null : MSG.dobMinor;
}

export function validateIdentity(form: IdentityForm, today: string = lusakaToday()): FormErrors<IdentityForm> {
  const errors: FormErrors<IdentityForm> = {};
  const set = (key: keyof IdentityForm, message: string | null) => {
    if (message) errors[key] = message;
  };
  set('nrcNumber', nrcError(form.nrcNumber));
  set('firstName', nameError(form.firstName, MSG.firstNameEmpty));
  set('lastName', nameError(form.lastName, MSG.lastNameEmpty));
  set('dateOfBirth', dateOfBirthError(form.dateOfBirth, today));
  set('gender', form.gender ? null : MSG.genderEmpty);
  set('nrcFrontId', form.nrcFrontId ? null : MSG.nrcFrontEmpty);
  set('nrcBackId', form.nrcBackId ? null : MSG.nrcBackEmpty);
  return errors;
}
