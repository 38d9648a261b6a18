// Runs the generated corpus through analyzeDocuments (worker pool, as a server would) and
// prints per document kind and format: field precision and recall, classification accuracy,
// seconds per document (median, p95) and time per page by text source; then the real-layout
// corpus (realBench.ts), tuning and held-out apart. Exits non-zero only when something crashes.

import type { AnalyzedDocument } from '../analyze/analyzeDocuments.js';
import { analyzeDocuments } from '../analyze/analyzeDocuments.js';
import { createDocumentAnalyzer } from '../analyze/documentAnalyzer.js';
import {
  brokenFiles,
  renderCorpusFile,
  scannedDocuments,
  textDocuments,
} from '../corpus/buildCorpus.js';
import type { PhotoOptions } from '../corpus/degrade.js';
import type { CorpusFile } from '../corpus/expected.js';
import { payStub } from '../corpus/payStub.js';
import { w2 } from '../corpus/taxForms.js';
import { type BenchField, benchFields, type FieldOutcome, scoreFields } from './fieldScores.js';
import { runRealBench } from './realBench.js';

const harsh: PhotoOptions = {
  rotate: -3,
  contrastLoss: 0.6,
  blur: 1,
  noise: 22,
  jpegQuality: 60,
  tint: true,
  seed: 9,
};

async function corpus(): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const document of textDocuments()) files.push(await renderCorpusFile(document, 'pdf-text'));
  for (const { document, format } of scannedDocuments())
    files.push(await renderCorpusFile(document, format));
  files.push({
    ...(await renderCorpusFile(
      payStub({ seed: 131, cycle: 'weekly', layout: 1, statedFrequency: true }),
      'jpeg-photo',
      harsh,
    )),
    name: 'pay-stub-weekly-harsh.jpeg-photo',
  });
  files.push({
    ...(await renderCorpusFile(w2(231), 'jpeg-photo', harsh)),
    name: 'w2-harsh.jpeg-photo',
  });
  files.push(...(await brokenFiles()));
  return files;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const pct = (numerator: number, denominator: number) =>
  denominator === 0 ? '  -  ' : (numerator / denominator).toFixed(2).padStart(5);

interface Row {
  file: CorpusFile;
  document: AnalyzedDocument;
  seconds: number;
  scores?: Record<BenchField, FieldOutcome>;
}

function table(title: string, groups: Map<string, Row[]>): void {
  console.log(`\n${title}`);
  const header = [
    'group'.padEnd(34),
    'n',
    ...benchFields.map((field) => `${field} P/R`.padEnd(12)),
    'med s',
    'p95 s',
  ];
  console.log(header.join('  '));
  for (const [group, rows] of groups) {
    const cells = benchFields.map((field) => {
      const outcomes = rows.flatMap((row) => (row.scores ? [row.scores[field]] : []));
      const correct = outcomes.filter((o) => o.correct).length;
      const predicted = outcomes.filter((o) => o.predicted).length;
      const expected = outcomes.filter((o) => o.expected).length;
      return `${pct(correct, predicted)}/${pct(correct, expected)}`.padEnd(12);
    });
    const seconds = rows.map((row) => row.seconds);
    console.log(
      [
        group.padEnd(34),
        String(rows.length),
        ...cells,
        quantile(seconds, 0.5).toFixed(2).padStart(5),
        quantile(seconds, 0.95).toFixed(2).padStart(5),
      ].join('  '),
    );
  }
}

function groupBy(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

async function main(): Promise<void> {
  const files = await corpus();
  const analyzer = createDocumentAnalyzer();
  try {
    // Warm-up: start the worker, pdfjs and the OCR engine once, as a running server would
    // have. Each worker pays this once in its life.
    for (const format of ['pdf-text', 'png'] as const) {
      const warm = files.find((file) => file.format === format)!;
      const warmStarted = performance.now();
      await analyzeDocuments([{ fileName: warm.name, bytes: warm.bytes }], { analyzer });
      console.log(
        `Warm-up, first ${format} (worker start included): ${((performance.now() - warmStarted) / 1000).toFixed(2)} s`,
      );
    }

    const rows: Row[] = [];
    for (const file of files) {
      const started = performance.now();
      const { documents } = await analyzeDocuments([{ fileName: file.name, bytes: file.bytes }], {
        analyzer,
        today: '2026-01-01',
      });
      const document = documents[0]!;
      const row: Row = { file, document, seconds: (performance.now() - started) / 1000 };
      if (file.expected) row.scores = scoreFields(document.facts, file.expected);
      rows.push(row);
    }

    const scored = rows.filter((row) => row.scores);
    console.log('\n=== Generated corpus (corpus/buildCorpus.ts) ===');
    table(
      'Per document kind (all formats)',
      groupBy(scored, (row) => row.file.expected!.documentClass),
    );
    table(
      'Per format',
      groupBy(scored, (row) => row.file.format),
    );
    table(
      'Per kind and format',
      groupBy(scored, (row) => `${row.file.expected!.documentClass} / ${row.file.format}`),
    );

    const pages = rows.flatMap((row) => row.document.facts?.pages ?? []);
    console.log('\nTime per page (in the worker)');
    for (const source of ['text-layer', 'ocr'] as const) {
      const ms = pages
        .filter((page) => page.source === source)
        .map((page) => page.milliseconds / 1000);
      console.log(
        `  ${source.padEnd(10)} pages ${String(ms.length).padStart(3)}  median ${quantile(ms, 0.5).toFixed(3)} s  p95 ${quantile(ms, 0.95).toFixed(3)} s  max ${Math.max(...ms).toFixed(3)} s`,
      );
    }

    const classified = scored.filter((row) => row.scores!.class.correct).length;
    const fieldsRight = scored
      .flatMap((row) => benchFields.map((field) => row.scores![field]))
      .filter((o) => o.expected);
    console.log(
      `\nClassification accuracy: ${classified}/${scored.length} = ${(classified / scored.length).toFixed(3)}`,
    );
    console.log(
      `Field accuracy (expected fields extracted exactly): ${fieldsRight.filter((o) => o.correct).length}/${fieldsRight.length} = ${(fieldsRight.filter((o) => o.correct).length / fieldsRight.length).toFixed(3)}`,
    );

    console.log('\nFiles that must fail or raise indicators');
    for (const row of rows.filter(
      (candidate) => candidate.file.expectedError || candidate.file.expectedFraud,
    )) {
      const got =
        row.document.error?.code ??
        row.document.result.fraudIndicators.map((i) => i.type).join(',');
      const want = row.file.expectedError ?? row.file.expectedFraud?.join(',');
      console.log(
        `  ${row.file.name.padEnd(30)} expected ${want?.padEnd(14)} got ${got}  ${got === want ? 'ok' : 'MISMATCH'}`,
      );
    }

    const misses = scored.filter((row) =>
      benchFields.some((field) => row.scores![field].expected && !row.scores![field].correct),
    );
    if (misses.length > 0) {
      console.log('\nMisses');
      for (const row of misses) {
        const wrong = benchFields.filter(
          (field) => row.scores![field].expected && !row.scores![field].correct,
        );
        console.log(`  ${row.file.name}: ${wrong.join(', ')}`);
      }
    }
    console.log('\n=== Real-layout corpus (corpus/real, SOURCES.md) ===');
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    console.log(
      `Load average when the real-layout part started: ${load} (2 cores; wall times inflate with it, CPU times do not)`,
    );
    await runRealBench(analyzer, { verbose: true });
  } finally {
    await analyzer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
