import { describe, expect, it } from 'vitest';
import {
  isResizableImage,
  jpegName,
  keepReencoded,
  MAX_LONG_SIDE,
  needsReencoding,
  SMALL_ENOUGH_BYTES,
  targetSize,
} from './downscale';

describe('photo downscaling (issue 5)', () => {
  it('brings the long side to 2000 px and keeps the aspect ratio', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2000, height: 1500, scale: 2000 / 4032 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1500, height: 2000, scale: 2000 / 4032 });
    expect(targetSize(8000, 1000).width).toBe(MAX_LONG_SIDE);
    expect(targetSize(8000, 1000).height).toBe(250);
  });

  it('never enlarges a small image', () => {
    expect(targetSize(1200, 900)).toEqual({ width: 1200, height: 900, scale: 1 });
    expect(targetSize(2000, 10)).toEqual({ width: 2000, height: 10, scale: 1 });
  });

  it('keeps at least one pixel and survives an empty image', () => {
    expect(targetSize(100_000, 1).height).toBe(1);
    expect(targetSize(0, 0)).toEqual({ width: 0, height: 0, scale: 1 });
  });

  it('re-encodes only large photos, or types the server does not take', () => {
    expect(needsReencoding(4032, 3024, 3_000_000)).toBe(true);
    expect(needsReencoding(1600, 1200, SMALL_ENOUGH_BYTES + 1)).toBe(true);
    expect(needsReencoding(1600, 1200, 400_000)).toBe(false);
    expect(needsReencoding(1600, 1200, 400_000, 'image/png')).toBe(false);
    expect(needsReencoding(1600, 1200, 400_000, 'image/heic')).toBe(true);
  });

  it('keeps the JPEG only when it is smaller (or the original cannot be sent)', () => {
    expect(keepReencoded('image/jpeg', 3_000_000, 900_000)).toBe(true);
    expect(keepReencoded('image/jpeg', 800_000, 900_000)).toBe(false);
    expect(keepReencoded('image/png', 800_000, 800_000)).toBe(false);
    expect(keepReencoded('image/heic', 800_000, 900_000)).toBe(true);
    expect(keepReencoded('image/heic', 800_000, 0)).toBe(false);
  });

  it('decodes photos only, never PDFs', () => {
    expect(isResizableImage('image/jpeg')).toBe(true);
    expect(isResizableImage('IMAGE/PNG')).toBe(true);
    expect(isResizableImage('image/heic')).toBe(true);
    expect(isResizableImage('application/pdf')).toBe(false);
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('stub.png')).toBe('stub.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
    expect(jpegName('.png')).toBe('.png.jpg');
    expect(jpegName('')).toBe('photo.jpg');
  });
});
