import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  alignedLikeness,
  formCopies,
  formCopyImages,
  likeness,
  middleGutter,
} from './formCopies.js';

// A sheet of two or four copies of one form (a W-2's copies B, C and 2) is read one copy at a
// time (ocrPasses.ts); a page that is one document is never cut. Synthetic sheets: a 'form' is
// a frame with box rules and stripes of print, laid out by a pattern.

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Pattern {
  /** Rules across the form, at these shares of its height. */
  rules: readonly number[];
  /** Print stripes from and to these shares of its height. */
  print: readonly [number, number];
}

/** A form in a box: its frame, rules and stripes of print in its cells. */
function drawForm(pixels: Uint8Array, sheetWidth: number, box: Box, { rules, print }: Pattern) {
  const ink = (x: number, y: number) => {
    pixels[y * sheetWidth + x] = 0;
  };
  for (let x = box.left; x < box.left + box.width; x += 1) {
    ink(x, box.top);
    ink(x, box.top + box.height - 1);
    for (const rule of rules) ink(x, box.top + Math.round(rule * box.height));
  }
  for (let y = box.top; y < box.top + box.height; y += 1) {
    ink(box.left, y);
    ink(box.left + box.width - 1, y);
    ink(box.left + Math.round(box.width / 2), y);
    // Print: stripes 4 px tall every 14 px, in the left two thirds of each half.
    const share = (y - box.top) / box.height;
    if ((y - box.top) % 14 < 4 && share >= print[0] && share <= print[1]) {
      for (let x = box.left + 10; x < box.left + box.width * 0.33; x += 1) ink(x, y);
      for (let x = box.left + box.width * 0.55; x < box.left + box.width * 0.8; x += 1)
        ink(Math.round(x), y);
    }
  }
}

const FORM: Pattern = { rules: [0.2, 0.45, 0.7], print: [0, 1] };
const OTHER: Pattern = { rules: [0.08, 0.15, 0.9], print: [0, 0.4] };

async function sheet(
  width: number,
  height: number,
  forms: readonly (Box & { pattern?: Pattern })[],
  cutLine?: 'across' | 'down',
) {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const form of forms) drawForm(pixels, width, form, form.pattern ?? FORM);
  // A dashed cut line through the middle gutter, as printed between copies.
  if (cutLine === 'across')
    for (let x = 0; x < width; x += 1)
      if (x % 10 < 5) pixels[Math.floor(height / 2) * width + x] = 0;
  if (cutLine === 'down')
    for (let y = 0; y < height; y += 1)
      if (y % 10 < 5) pixels[y * width + Math.floor(width / 2)] = 0;
  return { data: pixels, width, height };
}

const quarter = (column: number, row: number, pattern = FORM): Box & { pattern: Pattern } => ({
  left: 30 + column * 500,
  top: 30 + row * 420,
  width: 440,
  height: 360,
  pattern,
});

describe('copies of one form on a sheet', () => {
  it.each([
    {
      name: 'four copies, two by two',
      forms: [quarter(0, 0), quarter(1, 0), quarter(0, 1), quarter(1, 1)],
      copies: 4,
    },
    {
      name: 'four copies with a dashed cut line across',
      forms: [quarter(0, 0), quarter(1, 0), quarter(0, 1), quarter(1, 1)],
      cutLine: 'across' as const,
      copies: 4,
    },
    { name: 'two copies side by side', forms: [quarter(0, 0), quarter(1, 0)], copies: 2 },
    { name: 'two copies one above the other', forms: [quarter(0, 0), quarter(0, 1)], copies: 2 },
    { name: 'one form alone', forms: [{ left: 30, top: 30, width: 940, height: 780 }], copies: 0 },
    {
      name: 'two different forms side by side',
      forms: [quarter(0, 0), quarter(1, 0, OTHER)],
      copies: 0,
    },
    {
      name: 'a page with a blank band between a header and a larger table',
      forms: [
        { left: 30, top: 30, width: 940, height: 300 },
        { left: 30, top: 380, width: 940, height: 440, pattern: OTHER },
      ],
      copies: 0,
    },
    {
      name: 'three copies (the fourth quarter blank)',
      forms: [quarter(0, 0), quarter(1, 0), quarter(0, 1)],
      copies: 0,
    },
  ])('$name: $copies', async ({ forms, cutLine, copies }) => {
    const found = formCopies(await sheet(1000, 860, forms, cutLine));
    expect(found).toHaveLength(copies);
    if (copies > 0) {
      // In reading order, each shrunk to its form's frame.
      expect(found[0]).toEqual({ left: 30, top: 30, width: 440, height: 360 });
    }
  });

  it('finds copies when a line is printed under one copy only (decision 0968)', async () => {
    // As copy B of a W-2 sheet: 'This information is being furnished to the IRS' under its
    // frame makes it a few percent taller; stretched to the others' height, its rules missed
    // theirs (rows alike 0.22 on the four-copy W-2 PNG of outside tuning).
    const page = await sheet(1000, 860, [
      quarter(0, 0),
      quarter(1, 0),
      quarter(0, 1),
      quarter(1, 1),
    ]);
    for (let y = 30 + 360 + 6; y < 30 + 360 + 14; y += 1)
      for (let x = 40; x < 380; x += 1) page.data[y * 1000 + x] = 0;
    const found = formCopies(page);
    expect(found).toHaveLength(4);
    expect(found[0]).toEqual({ left: 30, top: 30, width: 440, height: 374 });
  });

  it('cuts the first copy out as an image with a white border', async () => {
    const { data, width, height } = await sheet(1000, 860, [quarter(0, 0), quarter(1, 0)]);
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const [copy] = await formCopyImages(new Uint8Array(png), 1);
    expect(await sharp(copy).metadata()).toMatchObject({ width: 440 + 32, height: 360 + 32 });
  });
});

describe('a gutter in the middle of a profile', () => {
  const band = (length: number, blank: [number, number], dash?: number) =>
    Array.from({ length }, (_, index) =>
      index === dash ? 0.5 : index >= blank[0] && index <= blank[1] ? 0 : 0.1,
    );
  it.each([
    { name: 'a blank band in the middle', profile: band(1000, [480, 520]), gutter: [480, 520] },
    { name: 'bridged over a cut line', profile: band(1000, [480, 520], 500), gutter: [480, 520] },
    { name: 'too thin to be a gutter', profile: band(1000, [498, 501]), gutter: undefined },
    { name: 'near an edge, not the middle', profile: band(1000, [100, 160]), gutter: undefined },
  ])('$name', ({ profile, gutter }) => {
    expect(middleGutter(profile)).toEqual(gutter);
  });

  it('bridges one cut line, not lines of print (decision 0968)', () => {
    // Thin lines of print 10 px apart across the middle: a page's body, not one wide gutter.
    const print = Array.from({ length: 1000 }, (_, index) =>
      index >= 400 && index <= 600 ? (index % 10 === 0 ? 0.3 : 0) : 0.1,
    );
    const gutter = middleGutter(print);
    expect(gutter ? gutter[1] - gutter[0] : 0).toBeLessThan(20);
  });

  it('compares copies of different heights from their first or last ink', () => {
    const rules = (length: number) =>
      Array.from({ length }, (_, index) => (index % 37 === 0 && index < 360 ? 1 : 0));
    // A copy 4% taller at its foot: laid over from the top, its rules meet the other's.
    expect(likeness(rules(360), rules(375))).toBeLessThan(0.8);
    expect(alignedLikeness(rules(360), rules(375))).toBeGreaterThan(0.8);
  });

  it('tells alike profiles from different ones', () => {
    const ramp = Array.from({ length: 90 }, (_, index) => (index % 30) / 30);
    expect(likeness(ramp, ramp)).toBeCloseTo(1);
    expect(likeness(ramp, [...ramp].reverse())).toBeLessThan(0.8);
  });
});
