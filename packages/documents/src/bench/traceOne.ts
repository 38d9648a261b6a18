// Profiling aid (issue 15): DOCUMENTS_OCR_TRACE=1 npx tsx src/bench/traceOne.ts <file>...
import { readFileSync } from 'node:fs';
import { analyzeFile } from '../analyze/analyzeFile.js';
import { OcrEngine } from '../text/ocr.js';

const ocr = new OcrEngine();
for (const path of process.argv.slice(2)) {
  const started = performance.now();
  const facts = await analyzeFile(new Uint8Array(readFileSync(path)), path, ocr);
  console.log(
    `${path}: ${((performance.now() - started) / 1000).toFixed(2)} s ${facts.documentClass}`,
  );
}
await ocr.terminate();
