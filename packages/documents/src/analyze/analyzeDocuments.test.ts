import { documentAnalysisResultSchema } from '@benefits/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenFiles, renderCorpusFile } from '../corpus/buildCorpus.js';
import { payStub } from '../corpus/payStub.js';
import { renderTextPdf } from '../corpus/renderPdf.js';
import { form1099 } from '../corpus/taxForms.js';
import { analyzeDocuments } from './analyzeDocuments.js';
import { createDocumentAnalyzer } from './documentAnalyzer.js';

// Worker threads, as a server uses them: one small pool for the whole file.
const analyzer = createDocumentAnalyzer({ size: 1, timeoutMs: 60_000 });
afterAll(() => analyzer.close());

describe('analyzeDocuments (worker pool)', () => {
  it('fails corrupt and encrypted PDFs cleanly, keeps the rest, and flags the edited one', async () => {
    const files = await brokenFiles();
    const stub = payStub({ seed: 5, cycle: 'weekly', layout: 0, statedFrequency: true });
    const good = await renderTextPdf(stub);
    const { result, documents } = await analyzeDocuments(
      [
        ...files.map((file) => ({ fileName: file.name, bytes: file.bytes })),
        { id: 9, fileName: 'stub.png', bytes: good },
      ],
      { analyzer, today: '2026-01-01' },
    );
    expect(documents.map((document) => [document.processingStatus, document.error?.code])).toEqual([
      ['failed', 'corrupt_pdf'],
      ['failed', 'encrypted_pdf'],
      ['completed', undefined],
      ['completed', undefined],
    ]);
    // A PDF named .png is read as the PDF it is.
    expect(documents[3]).toMatchObject({ id: 9, kind: 'pay_stub', type: 'income_verification' });
    expect(documents[3]?.facts?.fileType.ext).toBe('pdf');
    expect(result.fraudIndicators.map((indicator) => indicator.type)).toEqual([
      'pay_math_mismatch',
      'pdf_edited',
    ]);
    expect(result.extractedData.income.map((item) => item.amount)).toContain(
      stub.expected.grossCents! / 100,
    );
    expect(result.summary).toContain('protected by a password');
    expect(documentAnalysisResultSchema.safeParse(result).success).toBe(true);
    for (const document of documents) {
      expect(documentAnalysisResultSchema.safeParse(document.result).success).toBe(true);
    }
  });

  it('refuses a text file named .pdf', async () => {
    const { documents, result } = await analyzeDocuments(
      [{ fileName: 'stub.pdf', bytes: new TextEncoder().encode('Gross Pay 1,000.00') }],
      { analyzer },
    );
    expect(documents[0]).toMatchObject({
      processingStatus: 'failed',
      error: { code: 'unsupported_type' },
    });
    expect(result).toMatchObject({ overallConfidence: 0, extractedData: { income: [] } });
  });

  it('stops a document past its time limit and keeps serving', async () => {
    const slow = createDocumentAnalyzer({ size: 1, timeoutMs: 1 });
    const bytes = await renderTextPdf(form1099(3, 'NEC'));
    const { documents } = await analyzeDocuments([{ fileName: 'a.pdf', bytes }], {
      analyzer: slow,
    });
    expect(documents[0]).toMatchObject({ processingStatus: 'failed', error: { code: 'timeout' } });
    await slow.close();
    const { documents: again } = await analyzeDocuments([{ fileName: 'a.pdf', bytes }], {
      analyzer,
    });
    expect(again[0]).toMatchObject({
      processingStatus: 'completed',
      documentClass: 'form_1099_nec',
    });
  });

  it('keeps the event loop free while a scanned page is read', async () => {
    const scan = await renderCorpusFile(
      payStub({ seed: 6, cycle: 'biweekly', layout: 0, statedFrequency: true }),
      'pdf-scan',
    );
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 20);
    const started = performance.now();
    const { documents } = await analyzeDocuments([{ fileName: 'scan.pdf', bytes: scan.bytes }], {
      analyzer,
    });
    clearInterval(timer);
    const elapsed = performance.now() - started;
    expect(documents[0]?.facts?.textSource).toBe('ocr');
    expect(documents[0]?.facts?.fields.income[0]?.amountCents).toBe(scan.expected!.amountCents);
    // Ticks keep coming: at least half of the ticks a free loop would have had.
    expect(ticks).toBeGreaterThan(elapsed / 20 / 2);
  }, 120_000);
});
