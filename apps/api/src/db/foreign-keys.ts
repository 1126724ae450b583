import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Foreign keys that point up the house: a row of a lower room that names a row of a room above it (a payment names the
 * bill it pays, a coupon the bill it was applied to). The database keeps the key; the code must not import upwards,
 * or the rooms form a circle (docs/decisions/0053). So the owning room lends the column here as its schema loads,
 * and the lower room's schema reads it through this slot. drizzle reads a `.references()` callback only when it
 * builds the schema's snapshot (drizzle-kit, after loading every schema.ts), never at run time.
 */
const lent = new Map<string, () => AnyPgColumn>();

/** The owning room's schema lends one of its key columns. */
export function lendKey(name: KeyName, column: () => AnyPgColumn): void {
  lent.set(name, column);
}

type KeyName = 'loanOrder' | 'loanPlan';

function borrowKey(name: KeyName): AnyPgColumn {
  const column = lent.get(name);
  if (!column) throw new Error(`The foreign key '${name}' was read before its owner's schema lent it: load every schema.ts first (drizzle-kit does).`);
  return column();
}

/** A loan (lending's loan_orders.id). Hoisted declarations: `.references(loanOrderKey)`. */
export function loanOrderKey(): AnyPgColumn {
  return borrowKey('loanOrder');
}

/** A bill (lending's loan_plans.id). */
export function loanPlanKey(): AnyPgColumn {
  return borrowKey('loanPlan');
}
