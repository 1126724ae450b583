import type { JpegEncoder, Size } from './compress-image';

type Drawable = CanvasImageSource & { width: number; height: number };

/** Decodes a photo (File from the camera or gallery) so it can be drawn; honours EXIF rotation where supported. */
export async function decodeImage(file: Blob): Promise<{ image: Drawable; size: Size; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return {
    image: img,
    size: { width: img.naturalWidth, height: img.naturalHeight },
    release: () => URL.revokeObjectURL(url),
  };
}

/** Encodes a drawable (image, bitmap or video frame) through a canvas. */
export function canvasEncoder(image: CanvasImageSource): JpegEncoder {
  const canvas = document.createElement('canvas');
  return ({ width, height }, quality) => {
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('This browser cannot process photos'));
    context.drawImage(image, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not process the photo'))), 'image/jpeg', quality),
    );
  };
}
