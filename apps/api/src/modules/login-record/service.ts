import type { AppLoginRecord } from '@pocket/contracts/api/user';

import type { Db } from '../../db/client';
import { listLoginRecords } from './repo';

export async function loginRecordsOf(db: Db, userId: number): Promise<AppLoginRecord> {
  const rows = await listLoginRecords(db, userId, 20);
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
