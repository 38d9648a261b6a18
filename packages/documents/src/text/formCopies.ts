import sharp from 'sharp';

/**
 * Copies of one form printed side by side or one above another on a sheet (a W-2's copies B,
 * C and 2, two to four on a page, split by blank gutters or cut lines). OCR of the whole sheet
 * reads the same boxes two to four times, and small print makes it read the sheet again
 * enlarged: one copy, read alone, gives the same figures for a quarter of the pixels.
 */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pixel darker than this is ink (the page is contrast stretched before, preprocess.ts). */
const INK = 128;
/** A row or column with less ink than this share is blank (a gutter). */
const BLANK_SHARE = 0.004;
/**
 * A gutter is a blank band at least this share of the side. A cut line (a dashed rule a few
 * pixels thick) inside it is bridged: runs of blank lines at most CUT_LINE_PX apart are one.
 */
const GUTTER_SHARE = 0.006;
const CUT_LINE_PX = 4;
/** The gutter splitting copies lies in the middle of the sheet (copies are the same size). */
const MIDDLE = [0.35, 0.65] as const;
/** Copies of one form: sizes within this share of each other, ink laid out alike. */
const SIZE_TOLERANCE = 0.12;
const MIN_LIKENESS = 0.8;
/** A copy holds at least this share of ink: not a blank half-page. */
const MIN_INK = 0.01;

/** The widest blank band (bridging thin cut lines) inside the middle of a profile, if any. */
export function middleGutter(profile: readonly number[]): [number, number] | undefined {
  const from = Math.floor(profile.length * MIDDLE[0]);
  const to = Math.ceil(profile.length * MIDDLE[1]);
  const least = Math.max(6, Math.round(profile.length * GUTTER_SHARE));
  let best: [number, number] | undefined;
  let start = -1;
  let lastBlank = -1;
  let bridged = false;
  const close = () => {
    if (start >= 0 && lastBlank - start + 1 >= least) {
      if (!best || lastBlank - start > best[1] - best[0]) best = [start, lastBlank];
    }
  };
  for (let index = from; index < to; index += 1) {
    if ((profile[index] ?? 1) >= BLANK_SHARE) continue;
    // One cut line is bridged, not more: thin lines of print with blank between are a
    // document's body, not a gutter (decision 0968).
    const gap = index - lastBlank > 1;
    if (start < 0 || index - lastBlank > CUT_LINE_PX + 1 || (gap && bridged)) {
      close();
      start = index;
      bridged = false;
    } else if (gap) bridged = true;
    lastBlank = index;
  }
  close();
  return best;
}

/**
 * How alike two copies' profiles are, laid over each other from their first ink or from their
 * last, over the shorter's length, not stretched to one length: a line printed under one copy
 * only ('This information is being furnished to the IRS' under copy B) makes it a few percent
 * taller, and stretching it shifts every thin rule of its boxes off the other's (a four-copy
 * W-2 sheet: rows alike 0.22 stretched, decision 0968).
 */
export function alignedLikeness(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  return Math.max(
    likeness(a.slice(0, length), b.slice(0, length)),
    likeness(a.slice(a.length - length), b.slice(b.length - length)),
  );
}

/** Pearson correlation of two profiles resampled to the same number of bins. */
export function likeness(a: readonly number[], b: readonly number[], bins = 48): number {
  const resample = (values: readonly number[]) =>
    Array.from({ length: bins }, (_, bin) => {
      const from = Math.floor((bin * values.length) / bins);
      const to = Math.max(from + 1, Math.floor(((bin + 1) * values.length) / bins));
      let sum = 0;
      for (let index = from; index < to; index += 1) sum += values[index] ?? 0;
      return sum / (to - from);
    });
  const x = resample(a);
  const y = resample(b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / bins;
  const mx = mean(x);
  const my = mean(y);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  for (let bin = 0; bin < bins; bin += 1) {
    covariance += (x[bin]! - mx) * (y[bin]! - my);
    vx += (x[bin]! - mx) ** 2;
    vy += (y[bin]! - my) ** 2;
  }
  return vx === 0 || vy === 0 ? 0 : covariance / Math.sqrt(vx * vy);
}

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Share of ink per row and per column of a region, in one pass over its pixels. */
function profiles(grey: Grey, region: Region): { rows: number[]; columns: number[] } {
  const rows = new Array<number>(region.height).fill(0);
  const columns = new Array<number>(region.width).fill(0);
  for (let y = region.top; y < region.top + region.height; y += 1) {
    const offset = y * grey.width;
    for (let x = region.left; x < region.left + region.width; x += 1) {
      if (grey.data[offset + x]! < INK) {
        rows[y - region.top]! += 1;
        columns[x - region.left]! += 1;
      }
    }
  }
  return {
    rows: rows.map((count) => count / Math.max(region.width, 1)),
    columns: columns.map((count) => count / Math.max(region.height, 1)),
  };
}

function profile(grey: Grey, region: Region, along: 'rows' | 'columns'): number[] {
  return profiles(grey, region)[along];
}

/** A region shrunk to its ink. */
function inked(grey: Grey, region: Region): Region {
  const { rows, columns } = profiles(grey, region);
  const top = rows.findIndex((share) => share > 0);
  const left = columns.findIndex((share) => share > 0);
  if (top < 0 || left < 0) return { ...region, width: 0, height: 0 };
  const bottom = rows.findLastIndex((share) => share > 0);
  const right = columns.findLastIndex((share) => share > 0);
  return {
    left: region.left + left,
    top: region.top + top,
    width: right - left + 1,
    height: bottom - top + 1,
  };
}

/** Splits a region at a middle gutter across the given direction, when there is one. */
function split(grey: Grey, region: Region, along: 'rows' | 'columns'): Region[] {
  const gutter = middleGutter(profile(grey, region, along));
  if (!gutter) return [region];
  if (along === 'rows')
    return [
      { ...region, height: gutter[0] },
      { ...region, top: region.top + gutter[1] + 1, height: region.height - gutter[1] - 1 },
    ];
  return [
    { ...region, width: gutter[0] },
    { ...region, left: region.left + gutter[1] + 1, width: region.width - gutter[1] - 1 },
  ];
}

/**
 * The copies of one form on a sheet, in reading order, each shrunk to its ink: two or four
 * regions of the same size whose ink is laid out alike (rows and columns), or none. A page
 * that is one document (a pay stub with a blank band between its sections, two different
 * tables side by side) gives none: its halves differ in size or layout.
 */
export function formCopies(grey: Grey): Region[] {
  const whole = inked(grey, { left: 0, top: 0, width: grey.width, height: grey.height });
  if (whole.width === 0) return [];
  // Most pages have no gutter across their middle: they are not looked at further.
  const { rows, columns } = profiles(grey, whole);
  if (!middleGutter(rows) && !middleGutter(columns)) return [];
  const halves = split(grey, whole, 'rows');
  const regions = halves.flatMap((half) => split(grey, inked(grey, half), 'columns'));
  // Three: one half split and not the other, so not copies of one form.
  if (regions.length !== 2 && regions.length !== 4) return [];
  const copies = regions.map((region) => inked(grey, region));
  const [first] = copies;
  if (!first || first.width === 0) return [];
  for (const copy of copies) {
    if (copy.width === 0 || copy.height === 0) return [];
    if (Math.abs(copy.width - first.width) > first.width * SIZE_TOLERANCE) return [];
    if (Math.abs(copy.height - first.height) > first.height * SIZE_TOLERANCE) return [];
    const ink = profile(grey, copy, 'rows').reduce((sum, share) => sum + share, 0) / copy.height;
    if (ink < MIN_INK) return [];
  }
  const rowsOf = (region: Region) => profile(grey, region, 'rows');
  const columnsOf = (region: Region) => profile(grey, region, 'columns');
  for (const copy of copies.slice(1)) {
    if (alignedLikeness(rowsOf(first), rowsOf(copy)) < MIN_LIKENESS) return [];
    if (alignedLikeness(columnsOf(first), columnsOf(copy)) < MIN_LIKENESS) return [];
  }
  return copies;
}

/** Border left around a copy cut from its sheet: tesseract misreads ink touching the edge. */
const BORDER = 16;

/** The first `count` copies of a form printed two or four times on the page, as PNG bytes. */
export async function formCopyImages(image: Uint8Array, count: number): Promise<Uint8Array[]> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) return [];
  const grey = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...info };
  const copies = formCopies(grey).slice(0, count);
  return Promise.all(
    copies.map(async (copy) => {
      const png = await sharp(data, { raw: info })
        .extract(copy)
        .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: '#ffffff' })
        .png({ compressionLevel: 1 })
        .toBuffer();
      return new Uint8Array(png);
    }),
  );
}
