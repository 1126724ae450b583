import { canvasEncoder, decodeImage } from './canvas-encoder';
import { blobToDataUrl, compressToTarget } from './compress-image';

/** Turns a camera or gallery photo into a compressed JPEG `data:` URL for uploadBase64. */
export async function preparePhoto(file: Blob): Promise<string> {
  const { image, size, release } = await decodeImage(file);
  try {
    const { blob } = await compressToTarget(size, canvasEncoder(image));
    return await blobToDataUrl(blob);
  } finally {
    release();
  }
}
