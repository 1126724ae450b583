import { canvasEncoder } from '../image/canvas-encoder';
import { blobToDataUrl, compressToTarget } from '../image/compress-image';

/** The current video frame as a compressed JPEG `data:` URL. */
export async function captureFrame(video: HTMLVideoElement): Promise<string> {
  const size = { width: video.videoWidth || 720, height: video.videoHeight || 960 };
  const { blob } = await compressToTarget(size, canvasEncoder(video));
  return blobToDataUrl(blob);
}
