import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** A month end's provision in one class (docs/books.md "Provisioning"), in ngwee. */
export interface ClassProvision {
  classCode: string;
  name: string;
  loans: number;
  principal: number;
  provision: number;
  /** Fees, interest and penalties held in suspense (non-performing classes only). */
  suspended: number;
}

/**
 * The provisions of a provisioned month by class, in the classes' order (every class, empty ones with zeros), for the
 * reports of provisions by class. The month's movement is in its `provision:<month>` entry.
 */
export async function provisionsByClass(db: Db, month: string): Promise<ClassProvision[]> {
  const rows = await selectRows<{ code: string; name: string; loans: string; principal: string; provision: string; suspended: string }>(
    db,
    sql`select c.code, c.name, count(p.order_id) as loans, coalesce(sum(p.principal), 0) as principal, coalesce(sum(p.provision), 0) as provision,
          coalesce(sum(p.suspended_fee + p.suspended_interest + p.suspended_penalty), 0) as suspended
        from provision_classes c left join loan_provisions p on p.class_code = c.code and p.month = ${month}
        group by c.code, c.name, c.position order by c.position`,
  );
  return rows.map((r) => ({ classCode: r.code, name: r.name, loans: Number(r.loans), principal: Number(r.principal), provision: Number(r.provision), suspended: Number(r.suspended) }));
}
