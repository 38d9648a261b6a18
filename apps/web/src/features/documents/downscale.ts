// Issue 5: photos are made smaller in the browser before they are sent. A phone photo of
// 3-8 MB takes half a minute or more on a slow uplink; a 2000 px JPEG of the same page is
// typically under 1.5 MB and still reads well for OCR. PDFs go as they are.

/** The long side of a downscaled photo, in pixels. */
export const MAX_LONG_SIDE = 2000;
export const JPEG_QUALITY = 0.85;
/** A photo already this small (and no larger than MAX_LONG_SIDE) is sent untouched. */
export const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024;

/** Images the browser may be able to decode and re-encode (HEIC only where it can decode it). */
const DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

export function isResizableImage(type: string): boolean {
  return DECODABLE.has(type.toLowerCase());
}

/** Photo types the server accepts as they are; others (HEIC, WebP) must become JPEG. */
export function isUploadableImage(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** The size a width x height image is drawn at: long side at most `maxLongSide`, aspect kept. */
export function targetSize(
  width: number,
  height: number,
  maxLongSide = MAX_LONG_SIDE,
): { width: number; height: number; scale: number } {
  const long = Math.max(width, height);
  if (!(long > 0)) return { width: 0, height: 0, scale: 1 };
  const scale = Math.min(1, maxLongSide / long);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scale,
  };
}

/** Whether a decoded image needs re-encoding at all. */
export function needsReencoding(
  width: number,
  height: number,
  bytes: number,
  type = 'image/jpeg',
  maxLongSide = MAX_LONG_SIDE,
): boolean {
  if (!isUploadableImage(type)) return true;
  return Math.max(width, height) > maxLongSide || bytes > SMALL_ENOUGH_BYTES;
}

/** The re-encoded JPEG is used when it is smaller, or when the original type is not accepted. */
export function keepReencoded(originalType: string, originalBytes: number, jpegBytes: number) {
  if (jpegBytes <= 0) return false;
  return !isUploadableImage(originalType) || jpegBytes < originalBytes;
}

/** 'IMG_0042.HEIC' -> 'IMG_0042.jpg'; 'scan' -> 'scan.jpg'. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'photo'}.jpg`;
}

export interface PreparedFile {
  blob: Blob;
  name: string;
  /** True when the photo was re-encoded as a smaller JPEG. */
  resized: boolean;
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A white page under transparent PNG pixels (JPEG has no transparency: they would be black).
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The bytes to upload for a chosen file: a photo over 2000 px or 1.5 MB becomes a 2000 px
 * JPEG (EXIF orientation applied) when that is smaller; anything else, or anything the browser
 * cannot decode (HEIC on most browsers), goes as it is and the server answers for it.
 */
export async function prepareForUpload(file: File): Promise<PreparedFile> {
  const original: PreparedFile = { blob: file, name: file.name, resized: false };
  if (!isResizableImage(file.type) || typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    if (!needsReencoding(bitmap.width, bitmap.height, file.size, file.type)) return original;
    const size = targetSize(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, size.width, size.height);
    if (!blob || !keepReencoded(file.type, file.size, blob.size)) return original;
    return { blob, name: jpegName(file.name), resized: true };
  } catch {
    return original;
  } finally {
    bitmap?.close();
  }
}
