import type { z } from 'zod';

import type { deviceGrabInfo as deviceSchema, locationGrabInfo as locationSchema } from '@pocket/contracts/api/telemetry';
import { APP_NAME, APP_VERSION_CODE, DEVICE_INFO_TYPE } from '@pocket/contracts/constants';

/** addUserGrabInfoToRisk `type` (docs/product.md#calls). */
export const GRAB_TYPE = { device: 1, location: 2 } as const;

/** Device grab info (docs/product.md#app-state-and-entities). */
export type DeviceGrabInfo = Required<z.input<typeof deviceSchema>>;
/** Location grab info (docs/product.md#app-state-and-entities): magnitudes with their hemisphere letters. */
export type LocationGrabInfo = Required<z.input<typeof locationSchema>>;

export function deviceGrabInfo(deviceId: string, language: string): DeviceGrabInfo {
  return {
    deviceid: deviceId,
    appNameDevice: APP_NAME,
    appVersionDevice: APP_VERSION_CODE,
    deviceTypeDevice: DEVICE_INFO_TYPE,
    language,
  };
}

export function locationGrabInfo({ latitude, longitude }: { latitude: number; longitude: number }): LocationGrabInfo {
  return {
    latitudeLocation: Math.abs(latitude).toFixed(6),
    longitudeLocation: Math.abs(longitude).toFixed(6),
    eastOrWestLocation: longitude < 0 ? ('W' as const) : ('E' as const),
    northOrSouthLocation: latitude < 0 ? ('S' as const) : ('N' as const),
  };
}

export class GeolocationUnsupportedError extends Error {}

/** Reads the browser's position once; rejects with GeolocationUnsupportedError when the browser has no geolocation. */
export function readPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = 15_000,
): Promise<{ latitude: number; longitude: number }> {
  if (!geolocation) return Promise.reject(new GeolocationUnsupportedError('geolocation unsupported'));
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (error) => reject(error),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    ),
  );
}
