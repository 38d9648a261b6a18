import { describe, expect, it } from 'vitest';
import { scoreReal } from '../bench/realScores.js';
import { realCorpus } from '../corpus/real/renderReal.js';
import { assessDocuments } from '../result/assessDocuments.js';
import { OcrEngine } from '../text/ocr.js';
import { analyzeFile } from './analyzeFile.js';

// The tuning half of the real-layout corpus, PDFs only (photos and the held-out half are
// measured by `npm run bench:documents`): every document read right, no fraud flag.
describe('real-layout PDFs (tuning set)', async () => {
  const files = await realCorpus({ photos: false, split: 'tuning' });
  const ocr = new OcrEngine();

  it.each(files.map((file) => [`${file.id}.${file.format}`, file] as const))(
    '%s',
    async (_, file) => {
      const facts = await analyzeFile(file.bytes, file.id, ocr);
      const { documents } = assessDocuments([{ fileName: file.id, facts }], {
        today: '2026-01-01',
      });
      const score = scoreReal(file, documents[0]!, 0);
      expect(score, score.got).toMatchObject({
        kind: true,
        monthly: true,
        payer: true,
        frequency: true,
        falseFraud: 0,
      });
    },
  );
});
