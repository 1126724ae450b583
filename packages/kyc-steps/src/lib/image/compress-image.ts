// A phone camera gives 3-8 MB photos; on a slow 2G/3G link that outlasts any request timeout. The photo is redrawn
// on a canvas at most MAX_EDGE px on its long edge and re-encoded as JPEG, lowering quality (then size) until it fits.

export const MAX_EDGE_PX = 1280;
export const TARGET_BYTES = 500 * 1024;
export const START_QUALITY = 0.7;
const MIN_QUALITY = 0.4;
const QUALITY_STEP = 0.1;
const SHRINK = 0.8;
const MIN_EDGE_PX = 480;

export type Size = { width: number; height: number };
/** Draws the source at the given size and encodes it as JPEG (a canvas in the browser). */
export type JpegEncoder = (size: Size, quality: number) => Promise<Blob>;

/** The size that fits within `maxEdge` on the long edge, keeping the aspect ratio; never upscales. */
export function fitWithin({ width, height }: Size, maxEdge: number): Size {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type CompressResult = { blob: Blob; size: Size; quality: number; attempts: number };

/**
 * Encodes at START_QUALITY, then lower qualities down to MIN_QUALITY, then smaller sizes, until the JPEG is under
 * `targetBytes`. If nothing fits (a huge, noisy photo), the smallest attempt is returned: better a bigger upload
 * than none.
 */
export async function compressToTarget(
  source: Size,
  encode: JpegEncoder,
  targetBytes: number = TARGET_BYTES,
): Promise<CompressResult> {
  let size = fitWithin(source, MAX_EDGE_PX);
  let best: CompressResult | null = null;
  let attempts = 0;
  for (;;) {
    for (let quality = START_QUALITY; quality >= MIN_QUALITY - 1e-9; quality -= QUALITY_STEP) {
      const q = Math.round(quality * 100) / 100;
      const blob = await encode(size, q);
      attempts += 1;
      if (!best || blob.size < best.blob.size) best = { blob, size, quality: q, attempts };
      if (blob.size <= targetBytes) return { blob, size, quality: q, attempts };
    }
    const longEdge = Math.max(size.width, size.height);
    if (longEdge * SHRINK < MIN_EDGE_PX) return { ...best!, attempts };
    size = fitWithin(size, Math.round(longEdge * SHRINK));
  }
}

/** Reads a Blob as a `data:` URL (what uploadBase64 takes). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}
