import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { PageLayout } from './layout.js';

let fontsReady = false;

/** Liberation Sans ships inside pdfjs-dist, so drawing works on machines without fonts. */
function registerFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const fonts = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  GlobalFonts.registerFromPath(join(fonts, 'LiberationSans-Regular.ttf'), 'CorpusSans');
  GlobalFonts.registerFromPath(join(fonts, 'LiberationSans-Bold.ttf'), 'CorpusSans');
  fontsReady = true;
}

/** Draws a page to a PNG at `scale` pixels per point (2 is 144 dpi). */
export function renderPagePng(layout: PageLayout, scale = 2): Uint8Array {
  registerFonts();
  const canvas = createCanvas(Math.round(layout.width * scale), Math.round(layout.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#4d4d4d';
  for (const rule of layout.rules) {
    context.fillRect(rule.x * scale, rule.y * scale, rule.width * scale, rule.height * scale);
  }
  context.fillStyle = '#111111';
  context.textBaseline = 'alphabetic';
  for (const run of layout.runs) {
    const size = (run.size ?? 10) * scale;
    context.font = `${run.bold ? 'bold ' : ''}${size}px CorpusSans`;
    context.fillText(run.text, run.x * scale, run.y * scale);
  }
  return new Uint8Array(canvas.toBuffer('image/png'));
}
