import sharp from 'sharp';

export interface PhotoOptions {
  /** Degrees, clockwise. */
  rotate: number;
  /** 0-1: how much the page's contrast is squeezed (0.5 makes black a mid grey). */
  contrastLoss: number;
  /** Gaussian blur sigma in pixels (0 for none). */
  blur: number;
  /** Per-pixel noise amplitude, 0-255. */
  noise: number;
  jpegQuality: number;
  /** A warm tint like indoor light on paper. */
  tint: boolean;
  seed: number;
}

function noiseLayer(width: number, height: number, amplitude: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < data.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = 128 + (((state >>> 0) % (2 * amplitude + 1)) - amplitude);
  }
  return data;
}

/** Makes a clean page image look like a phone photo of paper: tilt, low contrast, noise, JPEG. */
export async function phonePhoto(png: Uint8Array, options: PhotoOptions): Promise<Uint8Array> {
  const low = Math.round(255 * options.contrastLoss * 0.6);
  let image = sharp(png)
    .greyscale()
    .linear(1 - options.contrastLoss * 0.6, low)
    .rotate(options.rotate, { background: { r: 190, g: 185, b: 175 } });
  if (options.blur > 0) image = image.blur(options.blur);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (options.noise > 0) {
    const noise = noiseLayer(info.width, info.height, options.noise, options.seed);
    for (let index = 0; index < data.length; index += 1) {
      data[index] = Math.max(0, Math.min(255, (data[index] as number) + (noise[index]! - 128)));
    }
  }
  let output = sharp(data, { raw: info }).toColourspace('srgb');
  if (options.tint) output = output.tint({ r: 255, g: 236, b: 205 });
  return new Uint8Array(await output.jpeg({ quality: options.jpegQuality }).toBuffer());
}
