import { sql } from 'drizzle-orm';

import { type BookClassesPayload, bookClassesPayload } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { checkClasses, type ProvisionClass, storedClasses } from './classes';
import { provisionClasses } from './schema';

/** Refuses a set of classes that breaks the rules (`checkClasses`), with the validator's words naming the class. */
function refuseBad(classes: readonly ProvisionClass[]): void {
  const problem = checkClasses(classes);
  if (problem) throw badRequest(problem);
}

/**
 * books.classes: finance (or admin) asks for a new set of provisioning classes and rates, the whole set in order; a
 * second finance or admin member approves. The request and the approval both run the validator (`checkClasses`) and
 * refuse with its words; the approval replaces `provision_classes` with the set, once (approved twice, the same set).
 * Month ends provisioned before keep their figures: `loan_provisions` holds each loan's class and rate of its month.
 * Its audit row holds the classes before as stored (even a set that broke the rules) and after.
 */
export const bookClassesKind = (): ApprovalKind<BookClassesPayload> => ({
  kind: 'books.classes',
  payload: bookClassesPayload,
  requesters: ['finance', 'admin'],
  checkers: ['finance', 'admin'],
  async validate(_tx, { classes }) {
    refuseBad(classes);
  },
  async effect(tx: Tx, { classes }) {
    refuseBad(classes);
    // Two changes approved at once replace the classes in turn (the second sees the first's rows).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('books:classes'))`);
    // The audit's before is the table as it stands, even a set that breaks the rules (the change is what mends it).
    const before = await storedClasses(tx);
    await tx.delete(provisionClasses);
    await tx.insert(provisionClasses).values(classes.map((c, i) => ({ ...c, position: i + 1 })));
    return { entity: 'provision_classes', entityId: 'classes', before: { classes: before }, after: { classes } };
  },
});
