import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { couponRows } from '../coupon/plugin';
import type { PacksRead } from './packs.service';
import { couponPacks, packClaims } from './schema';

/**
 * GET /activity/coupon-packs' read in one statement with the session (issue 34: 4): the listed packs in id order, the
 * names of the coupons they give, and the packs this user claimed.
 */
const packsBySession = sessionStatement('coupon_packs_by_session', (user) => ({
  packs: sql<Record<string, unknown>[] | null>`(select json_agg(p order by p.id) from ${couponPacks} p where p.listed)`,
  names: sql<Array<{ id: number; name: string }> | null>`(select json_agg(json_build_object('id', c.id, 'name', c.name)) from ${couponRows} c
      where c.id in (select (i ->> 'couponId')::int from ${couponPacks} p cross join jsonb_array_elements(p.items) i where p.listed))`,
  claimed: sql<number[] | null>`(select json_agg(pc.pack_id) from ${packClaims} pc where pc.user_id = ${user})`,
}));
const pack = jsonRowDecoder(couponPacks);

/** Null when the session is not active. */
export async function readPacksBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await packsBySession(db).execute(session);
  if (!row) return null;
  const data: PacksRead = {
    packs: (row.packs ?? []).map(pack),
    names: new Map((row.names ?? []).map((n) => [Number(n.id), n.name])),
    claimed: (row.claimed ?? []).map(Number),
  };
  return { userId: row.userId, data };
}
