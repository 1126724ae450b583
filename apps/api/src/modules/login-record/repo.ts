import { desc, eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import type { ClientInfo } from '../../plugins/context';
import { sessionStatement } from '../auth/plugin';
import { loginRecords } from './schema';

export async function insertLoginRecord(
  db: Tx,
  userId: number,
  loginType: 1 | 2,
  client: ClientInfo,
  body: { deviceType?: number | undefined; deviceBrand?: string | undefined; appChannelCode?: string | undefined },
) {
  await db.insert(loginRecords).values({
    userId,
    loginType,
    deviceType: body.deviceType ?? null,
    deviceBrand: body.deviceBrand ?? client.deviceBrand,
    appChannelCode: body.appChannelCode ?? client.appChannelCode,
    appName: client.appName,
    appVersionCode: client.appVersionCode,
    lang: client.lang,
    ip: client.ip,
  });
}

export async function listLoginRecords(db: Tx, userId: number, limit: number) {
  return db
    .select()
    .from(loginRecords)
    .where(eq(loginRecords.userId, userId))
    .orderBy(desc(loginRecords.createdAt), desc(loginRecords.id))
    .limit(limit);
}

/**
 * getAppLoginRecord's read in one statement with the session (issue 34: 2): the user's 20 latest logins, only the
 * columns the answer shows, newest first as `listLoginRecords` orders them.
 */
const recordsBySession = sessionStatement('login_records_by_session', (user) => ({
  records: sql<Record<string, unknown>[] | null>`(select json_agg(r order by r.created_at desc, r.id desc) from (
      select lr.id, lr.created_at, lr.login_type, lr.device_brand, lr.app_channel_code from ${loginRecords} lr
      where lr.user_id = ${user} order by lr.created_at desc, lr.id desc limit 20) r)`,
}));
const record = jsonRowDecoder(loginRecords);

export type LoginRecordsRead = Pick<typeof loginRecords.$inferSelect, 'createdAt' | 'loginType' | 'deviceBrand' | 'appChannelCode'>[];

/** Null when the session is not active. */
export async function readLoginRecordsBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await recordsBySession(db).execute(session);
  return row ? { userId: row.userId, data: (row.records ?? []).map(record) as LoginRecordsRead } : null;
}
