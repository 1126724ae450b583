import type Sharp from 'sharp';

export type ImageMime = 'image/jpeg' | 'image/png';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The image type from its first bytes (never from a name or a declared type). */
export function sniffImage(bytes: Buffer): ImageMime | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  return null;
}

/** Decompression bombs stop here: at most 40 megapixels (a 12 MP phone photo is far below). */
const MAX_PIXELS = 40_000_000;

// The image library (native, about 20 MiB resident) is loaded at the first upload, not at start-up. It works on
// libuv's thread pool, never on the event loop; one thread per image (the re-encoder bounds how many images at once),
// and no cache (every image is read once).
let sharpLoaded: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (sharpLoaded ??= import('sharp').then((m) => {
    m.default.concurrency(1);
    m.default.cache(false);
    return m.default;
  }));

const formatOf = (mime: ImageMime) => (mime === 'image/png' ? 'png' : 'jpeg');

/**
 * A cheap check while the borrower waits: the header decodes as the image the magic bytes claim, within the pixel
 * limit (reads the header only, about 2 ms). A PNG signature followed by HTML fails here.
 */
export async function probeImage(bytes: Buffer, mime: ImageMime): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const { format, width = 0, height = 0 } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).metadata();
    return format === formatOf(mime) && width * height > 0 && width * height <= MAX_PIXELS;
  } catch {
    return false;
  }
}

/**
 * Decodes the image with a real image library and encodes it again: only pixels survive, so a PNG header followed by
 * HTML, a script appended after the image's end, or metadata (EXIF with GPS) is never stored or served back.
 * Answers null when the bytes do not decode as the image they claim to be.
 */
export async function reencodeImage(bytes: Buffer, mime: ImageMime): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const { format } = await image.metadata();
    if (format !== formatOf(mime)) return null;
    return await (mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88 })).toBuffer();
  } catch {
    return null;
  }
}
