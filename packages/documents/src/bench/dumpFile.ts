// Prints the text the reader saw and its fields for files on disk:
// `npx tsx src/bench/dumpFile.ts <file>...` (for looking at a tuning sample's reading).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { analyzeFile } from '../analyze/analyzeFile.js';
import { OcrEngine } from '../text/ocr.js';

async function main(): Promise<void> {
  const ocr = new OcrEngine();
  try {
    for (const path of process.argv.slice(2)) {
      const started = performance.now();
      const facts = await analyzeFile(new Uint8Array(readFileSync(path)), basename(path), ocr);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      console.log(
        `==== ${path} (${seconds} s)\n${facts.text}\n---- ${JSON.stringify(facts.fields)}`,
      );
    }
  } finally {
    await ocr.terminate();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
