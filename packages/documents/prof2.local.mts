import sharp from 'sharp';
import { analyzeFile } from './src/analyze/analyzeFile.ts';
import { realCorpus } from './src/corpus/real/renderReal.ts';
import { OcrEngine } from './src/text/ocr.ts';
const ocr = new OcrEngine();
const orig = ocr.recognize.bind(ocr);
let log: string[] = [];
ocr.recognize = async (image: Uint8Array, options: any = {}) => {
  const m = await sharp(image).metadata();
  const t = performance.now();
  const r = await orig(image, options);
  log.push(`  recognize ${options.layout ?? ''} ${m.width}x${m.height} wall ${((performance.now()-t)/1000).toFixed(2)} conf ${r.confidence.toFixed(2)}`);
  return r;
};
await ocr.warmUp();
const files = await realCorpus({ photos: true, split: 'tuning' });
for (const file of files.filter((f) => f.format.startsWith('photo') && process.argv.slice(2).some((id) => f.id.startsWith(id)))) {
  log = [];
  const c = process.cpuUsage(); const t = performance.now();
  const facts = await analyzeFile(file.bytes, file.id, ocr);
  const u = process.cpuUsage(c);
  console.log(`${file.id}.${file.format} wall ${((performance.now()-t)/1000).toFixed(2)} cpu ${((u.user+u.system)/1e6).toFixed(2)} ${JSON.stringify(facts.fields.income.map(i=>i.amountCents))}`);
  console.log(log.join('\n'));
}
await ocr.terminate();
