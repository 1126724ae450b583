import { deviceGrabInfo, locationGrabInfo } from '@pocket/contracts/api/telemetry';

import type { Db } from '../../db/client';
import type { ClientInfo } from '../../plugins/context';
import { badRequest } from '../../plugins/errors';
import { grabInfos, trackingPoints } from './schema';

export const TELEMETRY_MESSAGES = {
  notJson: 'info: must be a JSON string',
  notOwnUser: 'userId: must be your own user id',
} as const;

export async function saveTrackingPoint(
  db: Db,
  userId: number | null,
  body: { pageId: string; actionId: string } & Record<string, unknown>,
  client: ClientInfo,
) {
  const { ip: _ip, ...headers } = client;
  await db.insert(trackingPoints).values({ userId, pageId: body.pageId, actionId: body.actionId, body, headers });
}

/** Parses `info` (a JSON string) with the schema of its type; stores only what the schema keeps. */
export async function saveGrabInfo(db: Db, userId: number, body: { userId?: number | undefined; type: number; info: string }) {
  if (body.userId !== undefined && body.userId !== userId) throw badRequest(TELEMETRY_MESSAGES.notOwnUser);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.info);
  } catch {
    throw badRequest(TELEMETRY_MESSAGES.notJson);
  }
  const result = (body.type === 1 ? deviceGrabInfo : locationGrabInfo).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badRequest(`info.${issue.path.join('.')}: ${issue.message}`);
  }
  await db.insert(grabInfos).values({ userId, type: body.type, info: result.data });
}
