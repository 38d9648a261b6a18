// The real-layout part of bench:documents: documents written here in the layouts of public
// specimens (corpus/real/SOURCES.md), as PDFs (text layer or fillable AcroForm) and phone
// photos, scored on what an applicant needs: the monthly amount, the payer, the frequency
// ('unknown' where the document gives none), the kind, and no fraud flag on a genuine document.

import { analyzeDocuments } from '../analyze/analyzeDocuments.js';
import type { DocumentAnalyzer } from '../analyze/documentAnalyzer.js';
import { type RealFile, realCorpus } from '../corpus/real/renderReal.js';
import { type RealScore, scoreReal } from './realScores.js';

interface Row {
  file: RealFile;
  score: RealScore;
  /** CPU time of the whole process (worker threads included): fair on a loaded machine. */
  cpuSeconds: number;
}

const rate = (rows: Row[], pick: (score: RealScore) => boolean | undefined) => {
  const scored = rows.filter((row) => pick(row.score) !== undefined);
  if (scored.length === 0) return '   -   ';
  const right = scored.filter((row) => pick(row.score)).length;
  return `${right}/${scored.length}`.padStart(7);
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function printTable(title: string, rows: Row[], key: (row: Row) => string): void {
  console.log(`\n${title}`);
  console.log(
    [
      'group'.padEnd(30),
      'n'.padStart(3),
      'monthly',
      '  payer',
      '   freq',
      '   kind',
      'unk.guess',
      'false fraud',
      'med s',
      'max s',
      'cpu med',
      'cpu max',
    ].join(' '),
  );
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const seconds = members.map((row) => row.score.seconds);
    console.log(
      [
        group.padEnd(30),
        String(members.length).padStart(3),
        rate(members, (s) => s.monthly),
        rate(members, (s) => s.payer),
        rate(members, (s) => s.frequency),
        rate(members, (s) => s.kind),
        String(members.filter((row) => row.score.guessedUnknown).length).padStart(9),
        String(members.reduce((sum, row) => sum + row.score.falseFraud, 0)).padStart(11),
        median(seconds).toFixed(2).padStart(5),
        Math.max(...seconds)
          .toFixed(2)
          .padStart(5),
        median(members.map((row) => row.cpuSeconds))
          .toFixed(2)
          .padStart(7),
        Math.max(...members.map((row) => row.cpuSeconds))
          .toFixed(2)
          .padStart(7),
      ].join(' '),
    );
  }
}

/** Reads every real-layout file and prints tuning and held-out figures separately. */
export async function runRealBench(
  analyzer: DocumentAnalyzer,
  options: { photos?: boolean; split?: 'tuning' | 'held-out'; verbose?: boolean } = {},
): Promise<Row[]> {
  const files = await realCorpus(options);
  // OCR's start-up (about 2.5 s of CPU, once per worker) is not the first photo's time.
  await analyzer.warmUp?.();
  const rows: Row[] = [];
  for (const file of files) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { documents } = await analyzeDocuments(
      [{ fileName: `${file.id}.${file.format}`, bytes: file.bytes }],
      {
        analyzer,
        today: '2026-01-01',
      },
    );
    const score = scoreReal(file, documents[0]!, (performance.now() - started) / 1000);
    const used = process.cpuUsage(cpu);
    rows.push({ file, score, cpuSeconds: (used.user + used.system) / 1e6 });
  }
  for (const split of ['tuning', 'held-out'] as const) {
    const part = rows.filter((row) => row.file.split === split);
    if (part.length === 0) continue;
    const kind = (row: Row) => row.file.truth.kind;
    const format = (row: Row) => (row.file.format.startsWith('photo') ? 'photo' : 'pdf');
    printTable(
      `Real-layout corpus, ${split}: per kind and format`,
      part,
      (row) => `${kind(row)} / ${format(row)}`,
    );
    printTable(`Real-layout corpus, ${split}: per format`, part, (row) => row.file.format);
    printTable(`Real-layout corpus, ${split}: all`, part, () => 'all');
    const banks = part.filter((row) => row.score.toClassify !== undefined);
    if (banks.length > 0) {
      console.log(
        `  bank deposits to classify listed right: ${rate(banks, (s) => s.toClassify).trim()}`,
      );
    }
    const misses = part.filter(
      (row) =>
        !row.score.monthly ||
        !row.score.payer ||
        !row.score.frequency ||
        !row.score.kind ||
        row.score.falseFraud > 0,
    );
    if (misses.length > 0 && (options.verbose ?? true)) {
      console.log(`  misses (${split}):`);
      for (const row of misses) {
        const t = row.file.truth;
        console.log(
          `    ${row.file.id}.${row.file.format}: got ${row.score.got}; want ${t.kind} ${t.payer} ${t.periodCents} ${t.frequency}`,
        );
      }
    }
  }
  return rows;
}
