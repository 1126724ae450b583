import { z } from 'zod';

import { envelope, idField, intField, numberField, plainText } from './common';

const text = (max: number) => z.union([plainText(max), z.number()]).transform(String);

/** POST /api/app/node/buriedPointV2: a tracking point (docs/product.md#app-state-and-entities). */
export const trackingPointBody = z.object({
  deviceType: intField().default(4),
  appName: text(50).optional(),
  appVersion: text(20).optional(),
  pageId: idField.transform(String),
  pageName: text(100).optional(),
  actionId: idField.transform(String),
  actionName: text(100).optional(),
  value: text(1000).optional(),
});
export type TrackingPointBody = z.input<typeof trackingPointBody>;

/** type 1: device info (info is a JSON string of this). */
export const deviceGrabInfo = z.object({
  deviceid: plainText(100).min(1),
  appNameDevice: plainText(50).optional(),
  appVersionDevice: plainText(20).optional(),
  deviceTypeDevice: plainText(20).optional(),
  language: plainText(20).optional(),
});

/** type 2: location (info is a JSON string of this); coordinates as numbers or numeric strings. */
export const locationGrabInfo = z.object({
  latitudeLocation: numberField(z.number().min(-90).max(90)),
  longitudeLocation: numberField(z.number().min(-180).max(180)),
  eastOrWestLocation: z.enum(['E', 'W']).optional(),
  northOrSouthLocation: z.enum(['N', 'S']).optional(),
});

/** POST /api/user/grab/info/api/addUserGrabInfoToRisk (token). userId, if sent, must be the caller's. */
export const grabInfoBody = z.object({
  userId: idField.optional(),
  type: intField().refine((t) => t === 1 || t === 2, { message: 'type must be 1 (device) or 2 (location)' }),
  info: plainText(4000).min(2),
});
export type GrabInfoBody = z.input<typeof grabInfoBody>;

export const telemetryAnswer = envelope(z.null());
