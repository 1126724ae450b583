// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { APPLE_TOUCH_ICON, PWA_ICONS, webAppManifest } from './manifest';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string) {
  const bytes = readFileSync(new URL(`../../assets/icons/${file}`, import.meta.url));
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('names the app Pocket, opens standalone at /?source=pwa with the brand colour', () => {
    expect(webAppManifest).toMatchObject({
      name: 'Pocket',
      short_name: 'Pocket',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#3271EA',
    });
  });

  it('lists 192 and 512 px icons and a maskable one', () => {
    const sizes = webAppManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('ships every icon as a real PNG of the size it declares', () => {
    for (const icon of [...PWA_ICONS, APPLE_TOUCH_ICON]) {
      expect(pngSize(icon.file)).toEqual({ width: icon.size, height: icon.size });
    }
  });
});
