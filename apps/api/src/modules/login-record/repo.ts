import { desc, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import type { ClientInfo } from '../../plugins/context';
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
