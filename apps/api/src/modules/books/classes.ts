import { asc } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { provisionClasses } from './schema';

/** A provisioning class (docs/books.md "Provisioning"): loans `fromDays` to `toDays` days past due (null: and more). */
export interface ProvisionClass {
  code: string;
  name: string;
  fromDays: number;
  toDays: number | null;
  /** The provision, in basis points of the loan's outstanding principal. */
  rateBp: number;
  /** Substandard and worse: uncollected fees, interest and penalties are held in suspense, not income. */
  nonPerforming: boolean;
}

/** The defaults the migration seeds: the usual central-bank prudential classes and rates (docs/books.md). */
export const DEFAULT_CLASSES: readonly ProvisionClass[] = [
  { code: 'current', name: 'Current', fromDays: 0, toDays: 0, rateBp: 100, nonPerforming: false },
  { code: 'special_mention', name: 'Special mention', fromDays: 1, toDays: 29, rateBp: 500, nonPerforming: false },
  { code: 'substandard', name: 'Substandard', fromDays: 30, toDays: 89, rateBp: 2000, nonPerforming: true },
  { code: 'doubtful', name: 'Doubtful', fromDays: 90, toDays: 179, rateBp: 5000, nonPerforming: true },
  { code: 'loss', name: 'Loss', fromDays: 180, toDays: null, rateBp: 10000, nonPerforming: true },
];

/**
 * Refuses classes that leave a gap, overlap, do not start at day 0, are not open-ended at the end, have a rate outside
 * 0-100 % or a rate lower than the class before, a performing class after a non-performing one, or a code twice.
 * Null: they are fine. The provisioning job and both sides of a `books.classes` request (classes-kind.ts) run it.
 */
export function checkClasses(classes: readonly ProvisionClass[]): string | null {
  if (classes.length === 0) return 'classes: at least one class is needed';
  let next = 0;
  for (const [i, c] of classes.entries()) {
    const prev = classes[i - 1];
    if (classes.findIndex((k) => k.code === c.code) < i) return `classes: the code "${c.code}" is given to more than one class`;
    if (c.fromDays !== next) return `classes: "${c.code}" must start at day ${next}`;
    if (!Number.isInteger(c.rateBp) || c.rateBp < 0 || c.rateBp > 10000) return `classes: the rate of "${c.code}" must be 0 to 10000 basis points`;
    if (prev && c.rateBp < prev.rateBp) return `classes: the rate of "${c.code}" is lower than the rate of "${prev.code}"`;
    if (prev?.nonPerforming && !c.nonPerforming) return `classes: "${c.code}" cannot be performing after the non-performing "${prev.code}"`;
    if (c.toDays === null) return i === classes.length - 1 ? null : `classes: only the last class may be open-ended ("${c.code}" is not last)`;
    if (c.toDays < c.fromDays) return `classes: "${c.code}" ends before it starts`;
    next = c.toDays + 1;
  }
  return 'classes: the last class must be open-ended (to: null)';
}

/** The class of a loan `dpd` days past due (classes checked: one always holds it). */
export function classOf(dpd: number, classes: readonly ProvisionClass[]): ProvisionClass {
  const found = classes.find((c) => dpd >= c.fromDays && (c.toDays === null || dpd <= c.toDays));
  if (!found) throw new Error(`No provisioning class holds ${dpd} days past due`);
  return found;
}

/** A loan's provision: its outstanding principal at its class's rate, rounded half up to the ngwee. */
export const provisionOf = (principal: number, rateBp: number): number => Math.floor((principal * rateBp + 5000) / 10000);

/** The classes as stored, in order, whether or not they keep the rules (what a change's audit row holds as before). */
export async function storedClasses(db: Db | Tx): Promise<ProvisionClass[]> {
  const rows = await db.select().from(provisionClasses).orderBy(asc(provisionClasses.position));
  return rows.map((r) => ({ code: r.code, name: r.name, fromDays: r.fromDays, toDays: r.toDays, rateBp: r.rateBp, nonPerforming: r.nonPerforming }));
}

/** The classes in force, in order; refused when the table breaks the rules above. */
export async function readClasses(db: Db | Tx): Promise<ProvisionClass[]> {
  const classes = await storedClasses(db);
  const problem = checkClasses(classes);
  if (problem) throw new Error(`The provisioning classes are not valid: ${problem}`);
  return classes;
}
