import { describe, expect, it } from 'vitest';

import { compressToTarget, fitWithin, MAX_EDGE_PX, TARGET_BYTES } from './compress-image';
import type { Size } from './compress-image';

// A stand-in for the browser's JPEG encoder: bytes grow with pixels and quality, as a real photo's do.
const photoLike = (bytesPerPixelAtFullQuality: number) => {
  const calls: { size: Size; quality: number }[] = [];
  const encode = async (size: Size, quality: number) => {
    calls.push({ size, quality });
    return new Blob([new Uint8Array(Math.round(size.width * size.height * bytesPerPixelAtFullQuality * quality))]);
  };
  return { encode, calls };
};

describe('photo compression before upload', () => {
  it('fits the long edge within 1280 px, keeping the aspect ratio, never upscaling', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, MAX_EDGE_PX)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin({ width: 3000, height: 4000 }, MAX_EDGE_PX)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin({ width: 800, height: 600 }, MAX_EDGE_PX)).toEqual({ width: 800, height: 600 });
  });

  it('brings a 6 MB 12-megapixel photo under 500 KB', async () => {
    const { encode, calls } = photoLike(1.2); // about 6 MB at 4000x3000 and quality 0.5
    const result = await compressToTarget({ width: 4000, height: 3000 }, encode);
    expect(result.blob.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(Math.max(result.size.width, result.size.height)).toBeLessThanOrEqual(1280);
    expect(calls[0]).toEqual({ size: { width: 1280, height: 960 }, quality: 0.7 });
  });

  it('lowers the quality before it shrinks the picture', async () => {
    const { encode, calls } = photoLike(0.6);
    const result = await compressToTarget({ width: 1280, height: 960 }, encode);
    expect(calls.map((c) => c.quality)).toEqual([0.7, 0.6]);
    expect(result).toMatchObject({ quality: 0.6, size: { width: 1280, height: 960 } });
  });

  it('shrinks the picture when even the lowest quality is too big', async () => {
    const { encode, calls } = photoLike(2);
    const result = await compressToTarget({ width: 4000, height: 3000 }, encode);
    expect(result.blob.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(result.size.width).toBeLessThan(1280);
    expect(calls.filter((c) => c.size.width === 1280).map((c) => c.quality)).toEqual([0.7, 0.6, 0.5, 0.4]);
  });

  it('gives back its smallest attempt when nothing fits, rather than nothing', async () => {
    const { encode } = photoLike(8);
    const result = await compressToTarget({ width: 4000, height: 3000 }, encode);
    expect(result.blob.size).toBeGreaterThan(TARGET_BYTES);
    expect(result.quality).toBe(0.4);
    expect(Math.max(result.size.width, result.size.height)).toBeGreaterThanOrEqual(480);
  });
});
