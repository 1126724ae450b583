import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { staffPasswordProblem } from '@pocket/contracts/api/staff';

/** zxcvbn's score (0-4) a staff password must reach: 3, "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** Why zxcvbn finds a password weak, in the desk's words (its warning keys: @zxcvbn-ts/core data/translationKeys). */
const WARNINGS: Record<string, string> = {
  straightRow: 'it is a straight row of keys',
  keyPattern: 'it is a short keyboard pattern',
  simpleRepeat: 'it repeats characters such as "aaa"',
  extendedRepeat: 'it repeats a pattern such as "123123"',
  sequences: 'it is a sequence such as "abc" or "6543"',
  recentYears: 'it uses a recent year',
  dates: 'it uses a date',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  wordByItself: 'it is a single common word',
  namesByThemselves: 'it is a name',
  commonNames: 'it uses common names',
  userInputs: 'it uses your name or e-mail',
  pwned: 'it appeared in a data breach',
};

// The lists (common passwords of past breaches, English words, names, keyboard layouts) ship in the package: no download.
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/**
 * The staff password rule (issue 42, defect 14): the contracts' rule (12 to 200 characters, 6 different, not the
 * e-mail's name), then zxcvbn must score it at least 3 of 4 against common and breached passwords, patterns and the
 * member's own name and e-mail. Answers what is wrong, in words that say why, or null.
 */
export function passwordStrengthProblem(password: string, member: { email: string; name: string }): string | null {
  const basic = staffPasswordProblem(password, member.email);
  if (basic) return basic;
  const result = zxcvbn.check(password, [member.email, member.email.split('@')[0]!, ...member.name.split(/\s+/), 'pocket']);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = (result.feedback.warning && WARNINGS[result.feedback.warning]) || 'it follows a pattern that is quick to guess';
  return `The new password is too easy to guess: ${why}. Use three or four unrelated words, or a longer phrase`;
}
