import { z } from 'zod';

import { plainText } from '../common';

/** A ticket reference a reveal may give instead of words: letters, a dash and digits (`TCK-123`, `ZD-40211`). */
export const TICKET_REFERENCE = /\b[A-Z]{2,10}-\d{1,10}\b/;

/** Characters that show nothing (zero-width spaces and joiners, the BOM, soft hyphens, other format characters). */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;

export const REVEAL_REASON_RULE = 'must say why in at least 3 words, or give a ticket reference such as TCK-123';

/**
 * Whether a reveal's reason says why (issue 42, defect 12): after invisible characters are stripped, at least 3
 * words of at least 2 letters each, or a ticket reference. "abc" or three zero-width spaces say nothing.
 */
export function revealReasonProblem(reason: string): string | null {
  const visible = reason.replace(INVISIBLE, '');
  if (TICKET_REFERENCE.test(visible)) return null;
  const words = visible.match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 3 ? null : REVEAL_REASON_RULE;
}

/** The reason of a reveal of personal data (borrower fields, ID photos): the staff reason's limits, and real words. */
export const revealReason = plainText(500)
  .pipe(z.string().trim())
  .superRefine((value, ctx) => {
    const problem = revealReasonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
