import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { isActive, membershipFromJson, membershipOfUser } from '../vip/plugin';
import { currentVersionOf, type Product } from './domain/product';
import { toProduct } from './repo';
import { loanProducts } from './schema';

/**
 * productTrial's read in one statement with the session (issue 34: 3): the user's VIP membership and the loan
 * products (a handful of rows; the body, which names the product, is not parsed yet when the session is read).
 */
const trialBySession = sessionStatement('product_trial_by_session', (user) => ({
  membership: membershipOfUser(user),
  products: sql<Record<string, unknown>[] | null>`(select json_agg(pr) from ${loanProducts} pr)`,
}));
const product = jsonRowDecoder(loanProducts);

/** `products`: for the id of any version of a product, the version a new loan takes now (a trial prices a new loan). */
export type TrialRead = { vip: boolean; products: Map<number, Product> };

/** Null when the session is not active. */
export async function readTrialBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await trialBySession(db).execute(session);
  if (!row) return null;
  const vip = isActive(row.membership ? membershipFromJson(row.membership) : null, new Date(session.now));
  const versions = (row.products ?? []).map((p) => toProduct(product(p)));
  const at = new Date(session.now);
  const products = new Map(versions.flatMap((p) => {
    const current = currentVersionOf(versions, p.code, at);
    return current ? [[p.id, current] as const] : [];
  }));
  return { userId: row.userId, data: { vip, products } as TrialRead };
}
