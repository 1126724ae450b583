import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { kycIdentities, kycSections } from './schema';

// What other rooms read of KYC inside their own statements (docs/architecture.md#server-modules): the columns the kyc
// module publishes, as relations to join. Plain projections, which PostgreSQL pulls up into the caller's statement.

/** Identities: the borrower, the name and NRC, the NRC images' upload ids. */
export const kycIdentityRows = sql`(select user_id, full_name, nrc_number, nrc_front_upload_id, nrc_back_upload_id from ${kycIdentities})`;

/** Saved sections: the borrower, the section's name, when it was saved (not its data). */
export const kycSectionRows = sql`(select user_id, section, updated_at from ${kycSections})`;

/** A borrower's saved sections by name, with when each was saved. */
export const kycSectionsOf = (db: Tx, uid: number) =>
  selectRows<{ section: string; updated_at: Date | string }>(db, sql`select section, updated_at from ${kycSections} where user_id = ${uid} order by section`);
