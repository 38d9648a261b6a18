// Runs only the real-layout part of the benchmark: `tsx src/bench/realOnly.ts [--no-photos]
// [--tuning|--held-out] [--dump id]`. --dump prints the text the reader saw for one document.

import { analyzeFile } from '../analyze/analyzeFile.js';
import { createDocumentAnalyzer } from '../analyze/documentAnalyzer.js';
import { realCorpus } from '../corpus/real/renderReal.js';
import { OcrEngine } from '../text/ocr.js';
import { runRealBench } from './realBench.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const photos = !args.includes('--no-photos');
  const split = args.includes('--held-out')
    ? 'held-out'
    : args.includes('--tuning')
      ? 'tuning'
      : undefined;
  const dump = args.indexOf('--dump');
  if (dump >= 0) {
    const files = await realCorpus({ photos, split: split ?? 'tuning' });
    const ocr = new OcrEngine();
    for (const file of files.filter((candidate) =>
      `${candidate.id}.${candidate.format}`.startsWith(args[dump + 1] ?? ''),
    )) {
      const facts = await analyzeFile(file.bytes, file.id, ocr);
      console.log(
        `==== ${file.id}.${file.format}\n${facts.text}\n---- ${JSON.stringify(facts.fields)}`,
      );
    }
    await ocr.terminate();
    return;
  }
  const analyzer = createDocumentAnalyzer({ inline: true });
  try {
    await runRealBench(analyzer, { photos, ...(split ? { split } : {}) });
  } finally {
    await analyzer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
