/** A prize as the draw sees it: its weight and what a win costs against the day's budget (ngwee). */
export interface Drawable {
  id: number;
  weight: number;
  cost: number;
}

/**
 * Draws one prize with the configured weights among those the day's remaining budget still affords (a prize that
 * costs nothing is always affordable). `r` is uniform in [0, 1). Throws when nothing is affordable (a wheel must have
 * a free slot).
 */
export function drawPrize<P extends Drawable>(prizes: readonly P[], remainingBudget: number, r: number): P {
  const affordable = prizes.filter((p) => p.weight > 0 && p.cost <= remainingBudget);
  const total = affordable.reduce((s, p) => s + p.weight, 0);
  if (total === 0) throw new Error('the wheel has no affordable prize (it needs a free slot)');
  let point = Math.min(Math.max(r, 0), 1 - Number.EPSILON) * total;
  for (const p of affordable) {
    if (point < p.weight) return p;
    point -= p.weight;
  }
  return affordable[affordable.length - 1]!;
}
