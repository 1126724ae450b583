import { describe, expect, it } from 'vitest';

import { deviceGrabInfo, GeolocationUnsupportedError, locationGrabInfo, readPosition } from './grab-info';

describe('risk grab info (docs/product.md#app-state-and-entities and docs/product.md#business-constants)', () => {
  it("reports the device with the app's name, version code 1016 and device type 'h5'", () => {
    expect(deviceGrabInfo('dev-1', 'en')).toEqual({
      deviceid: 'dev-1',
      appNameDevice: 'Pocket',
      appVersionDevice: '1016',
      deviceTypeDevice: 'h5',
      language: 'en',
    });
  });

  it('reports Lusaka as south and east', () => {
    expect(locationGrabInfo({ latitude: -15.3875, longitude: 28.3228 })).toEqual({
      latitudeLocation: '15.387500',
      longitudeLocation: '28.322800',
      eastOrWestLocation: 'E',
      northOrSouthLocation: 'S',
    });
    expect(locationGrabInfo({ latitude: 51.5, longitude: -0.12 })).toMatchObject({
      eastOrWestLocation: 'W',
      northOrSouthLocation: 'N',
    });
  });

  it('rejects as unsupported when the browser has no geolocation', async () => {
    await expect(readPosition(undefined)).rejects.toBeInstanceOf(GeolocationUnsupportedError);
  });

  it('answers the position the browser gives', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: -12.8, longitude: 28.2 } } as GeolocationPosition),
    } as Geolocation;
    await expect(readPosition(geolocation)).resolves.toEqual({ latitude: -12.8, longitude: 28.2 });
  });
});
