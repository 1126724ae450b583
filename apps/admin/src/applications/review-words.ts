import { REVIEW_RULE_LABELS } from '@pocket/contracts/api/staff';
import type { ReviewRule } from '@pocket/contracts/api/staff';

/** An age in minutes as staff read it: `45 min`, `2 h 05 min`. */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The rule that sent an application to a person, in words. */
export const ruleLabel = (rule: ReviewRule) => REVIEW_RULE_LABELS[rule];
