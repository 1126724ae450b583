import type { AppLoginRecord } from '@pocket/contracts/api/user';

import type { Db } from '../../db/client';
import { listLoginRecords, type LoginRecordsRead } from './repo';

export async function loginRecordsOf(db: Db, userId: number): Promise<AppLoginRecord> {
  return loginRecordsFrom(await listLoginRecords(db, userId, 20));
}

/** The answer from the 20 latest logins, newest first. */
export function loginRecordsFrom(rows: LoginRecordsRead): AppLoginRecord {
  return {
    appLoginRecord: rows.length <= 1,
    records: rows.map((r) => ({
      loginTime: r.createdAt.getTime(),
      loginType: r.loginType,
      deviceBrand: r.deviceBrand,
      appChannelCode: r.appChannelCode,
    })),
  };
}
