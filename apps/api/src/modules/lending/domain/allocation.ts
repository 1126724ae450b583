import { COMPONENTS, type Components, zero } from '@pocket/contracts/plan-state';

export interface Allocation {
  parts: Components;
  /** Money received beyond what is owed: kept as the user's credit. */
  credit: number;
}

/** Splits a received amount over what is owed in the order penalty -> fee -> interest -> principal. */
export function allocate(amount: number, owed: Components): Allocation {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Bad amount ${amount}`);
  const parts = zero();
  let left = amount;
  for (const k of COMPONENTS) {
    const take = Math.min(left, owed[k]);
    parts[k] = take;
    left -= take;
  }
  return { parts, credit: left };
}
