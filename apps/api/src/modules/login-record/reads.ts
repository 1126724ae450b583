import { asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loginRecords } from './schema';

/** A borrower's last 20 sign-ins as the desk lists them, newest first (docs/architecture.md#server-modules). */
export const signInsOf = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select login_type as "loginType", device_brand as "deviceBrand", app_channel_code as "appChannelCode", app_version_code as "appVersionCode", ip, created_at as "createdAt"
        from ${loginRecords} where user_id = ${uid} order by id desc limit 20`,
  );

/** A borrower's login records, whole rows (every default header the client sent), oldest first. */
export const loginRecordsOf = (db: Tx, uid: number) => db.select().from(loginRecords).where(eq(loginRecords.userId, uid)).orderBy(asc(loginRecords.id));
