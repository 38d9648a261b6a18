import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preprocessForOcr } from './preprocess.js';

// A form rendered on a large blank canvas (a 600 px form on a 1200 px page, decision 0943) is
// small print: the page is sized by the document, not the canvas. A document that fills most
// of its page keeps it; a photo's uneven background is no margin.

/** A grey canvas with a dark block (the document's ink) at a place, as PNG bytes. */
async function canvas(
  width: number,
  height: number,
  block: { left: number; top: number; width: number; height: number },
  background: number,
  noise = false,
): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height, background);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside =
        x >= block.left &&
        x < block.left + block.width &&
        y >= block.top &&
        y < block.top + block.height;
      // Stripes inside the block, as lines of print; a textured background outside when asked.
      if (inside) pixels[y * width + x] = y % 12 < 4 ? 20 : 250;
      else if (noise) pixels[y * width + x] = background + ((x * 7 + y * 13) % 5) * 20 - 40;
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer(),
  );
}

/** Share of the prepared page's columns that hold ink. */
async function inkedShare(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let inked = 0;
  for (let x = 0; x < info.width; x += 1) {
    for (let y = 0; y < info.height; y += 1) {
      if (data[y * info.width + x]! < 80) {
        inked += 1;
        break;
      }
    }
  }
  return inked / info.width;
}

describe('a plain margin around the document', () => {
  it.each([
    { name: 'a form in the top middle of a white page', left: 300, top: 20, background: 255 },
    { name: 'a form at the top left of a light grey page', left: 10, top: 10, background: 235 },
  ])('$name is trimmed, so the form fills the prepared page', async ({ left, top, background }) => {
    const image = await canvas(1200, 900, { left, top, width: 600, height: 260 }, background);
    expect(await inkedShare(await preprocessForOcr(image))).toBeGreaterThan(0.9);
  });

  it('a document filling most of its page keeps its page (a scan with a margin)', async () => {
    const image = await canvas(1300, 1000, { left: 100, top: 100, width: 1100, height: 800 }, 255);
    const share = await inkedShare(await preprocessForOcr(image));
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.9);
  });

  it('a textured background (a table under a photo) is not trimmed', async () => {
    const image = await canvas(
      1200,
      900,
      { left: 300, top: 300, width: 600, height: 260 },
      140,
      true,
    );
    expect(await inkedShare(await preprocessForOcr(image))).toBeLessThan(0.8);
  });
});
