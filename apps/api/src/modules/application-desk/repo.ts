import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { borrowerHoldRows } from '../borrowers-desk/plugin';
import { kycIdentityRows, kycSectionRows } from '../kyc/plugin';
import { accountRows } from '../user/plugin';

/*
 * The desk's read of borrowers: accounts, KYC identities and sections, holds, each through its owner's door (the
 * rows they publish, one statement), read-only. Loans come from the lending engine's door.
 */

export interface BorrowerRow {
  id: number | string;
  mobile: string;
  full_name: string | null;
  kyc_done: number | string;
  blocked: boolean | null;
  created_at: Date | string;
}

/** The borrowers of the given ids (one statement for a whole queue). */
export async function borrowersOf(db: Tx, uids: number[]): Promise<BorrowerRow[]> {
  if (uids.length === 0) return [];
  const list = sql.join(uids.map((id) => sql`${id}::bigint`), sql`, `);
  return selectRows<BorrowerRow>(
    db,
    sql`select u.id, u.mobile, k.full_name, h.blocked, u.created_at,
               (case when k.user_id is null then 0 else (select count(*) from ${kycSectionRows} s where s.user_id = u.id and s.section in ('base', 'linkman', 'work', 'face')) + 1 end) as kyc_done
        from ${accountRows} u left join ${kycIdentityRows} k on k.user_id = u.id left join ${borrowerHoldRows} h on h.user_id = u.id
        where u.id in (${list})`,
  );
}
