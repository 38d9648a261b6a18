// Outside documents: public samples written by others (payroll vendors' and document-AI
// sample sets, open-source parsers' fixtures), listed with source, commit and licence in
// corpus/outside/outside.json with their ground truth. The files themselves are never
// committed: fetch each source repository (the `fetch` tool's mirrors, or `git clone`), then
//   npx tsx src/bench/outsideFiles.ts --mirrors <folder of owner+name/repo> --dir <folder>
// writes them (`git show <commit>:<path>`, zip entries unzipped, SHA-256 checked), and
//   npx tsx src/bench/outsideBench.ts --dir <folder> [--split outside-tuning|blind|held-out]
//     [--show-held-out | --timing-only]
// scores them. The former blind split is tuning material now (decision 0704); 'held-out' holds
// samples added with their truth before the reader ever ran on them: those of decision 0920
// were scored once and became tuning material (0940), a new set took their place (0941) and
// became tuning material in turn (0961); the third set is that of decision 0965.
// Its misses are printed only with --show-held-out, so it can be scored without being looked
// at; --timing-only prints each document's CPU seconds and no reading or score at all. Plain text samples (.txt) are set in Courier as a text PDF, as a word processor would
// print them.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { z } from 'zod';
import { analyzeDocuments } from '../analyze/analyzeDocuments.js';
import { createDocumentAnalyzer } from '../analyze/documentAnalyzer.js';
import type { RealFile } from '../corpus/real/renderReal.js';
import { monthlyOf, type RealTruth } from '../corpus/real/truth.js';
import { scoreReal } from './realScores.js';

const manifestSchema = z.object({
  sources: z.record(
    z.string(),
    z.object({ repo: z.string(), commit: z.string(), licence: z.string() }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      split: z.enum(['outside-tuning', 'blind', 'held-out']),
      source: z.string(),
      path: z.string(),
      file: z.string(),
      sha256: z.string().optional(),
      note: z.string().optional(),
      truth: z.object({
        kind: z.string(),
        payer: z.string(),
        category: z.string(),
        periodCents: z.number().int(),
        frequency: z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly', 'annual', 'unknown']),
        toClassify: z.number().int().optional(),
        noIncome: z.boolean().optional(),
      }),
    }),
  ),
});

/** A plain-text sample printed in Courier, 60 lines a page. */
async function textPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const lines = text.replace(/\r/g, '').split('\n');
  for (let start = 0; start < lines.length; start += 60) {
    const page = pdf.addPage([612, 792]);
    lines.slice(start, start + 60).forEach((line, index) => {
      if (line.trim() !== '') page.drawText(line, { x: 40, y: 750 - index * 12, size: 9, font });
    });
  }
  return pdf.save();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = args[args.indexOf('--dir') + 1];
  if (!args.includes('--dir') || !dir) throw new Error('--dir <folder with the fetched files>');
  const only = args.includes('--split') ? args[args.indexOf('--split') + 1] : undefined;
  const showHeldOut = args.includes('--show-held-out');
  const timingOnly = args.includes('--timing-only');
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(new URL('../corpus/outside/outside.json', import.meta.url), 'utf8')),
  );
  const analyzer = createDocumentAnalyzer({ inline: true });
  const rows: {
    id: string;
    split: string;
    line: string;
    ok: Record<string, boolean>;
    cpu: number;
  }[] = [];
  // OCR's start-up (about 2.5 s of CPU, once per worker) is not the first photo's time.
  await analyzer.warmUp?.();
  try {
    for (const document of manifest.documents) {
      if (only && document.split !== only) continue;
      const path = join(dir, document.file);
      if (!existsSync(path)) {
        console.log(`missing ${document.id}: ${path}`);
        continue;
      }
      const raw = new Uint8Array(readFileSync(path));
      const bytes = path.endsWith('.txt') ? await textPdf(new TextDecoder().decode(raw)) : raw;
      const truth = {
        ...document.truth,
        monthlyCents: monthlyOf(document.truth.periodCents, document.truth.frequency),
        fraud: [],
      } as unknown as RealTruth;
      const file = { id: document.id, truth } as RealFile;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const { documents } = await analyzeDocuments([{ fileName: document.file, bytes }], {
        analyzer,
        today: '2026-01-01',
      });
      const score = scoreReal(file, documents[0]!, (performance.now() - started) / 1000);
      const used = process.cpuUsage(cpu);
      const facts = documents[0]!.facts;
      const noIncome = document.truth.noIncome === true;
      const ok = {
        monthly: noIncome ? (facts?.fields.income.length ?? 0) === 0 : score.monthly,
        // No payer printed: right only when the reader names none.
        payer: document.truth.payer === '' ? facts?.fields.payer === undefined : score.payer,
        kind: score.kind,
        noFraud: score.falseFraud === 0,
        noGuess: !score.guessedUnknown,
        ...(score.toClassify !== undefined ? { toClassify: score.toClassify } : {}),
      };
      rows.push({
        id: document.id,
        split: document.split,
        line: `got ${score.got}; want ${truth.kind} ${truth.payer || '(none)'} ${truth.periodCents} ${truth.frequency}`,
        ok,
        cpu: (used.user + used.system) / 1e6,
      });
    }
  } finally {
    await analyzer.close();
  }
  const load = (await import('node:os')).loadavg().map((value) => value.toFixed(1));
  for (const split of ['outside-tuning', 'blind', 'held-out']) {
    const part = rows.filter((row) => row.split === split);
    if (part.length === 0) continue;
    const count = (key: string) => {
      const scored = part.filter((row) => row.ok[key] !== undefined);
      return `${scored.filter((row) => row.ok[key]).length}/${scored.length}`;
    };
    const cpus = part.map((row) => row.cpu).sort((a, b) => a - b);
    const median = cpus[Math.floor((cpus.length - 1) / 2)]!.toFixed(2);
    if (timingOnly) {
      console.log(
        `${split}: n=${part.length} cpu median ${median} s max ${cpus.at(-1)!.toFixed(2)} s (load ${load.join(' ')})`,
      );
      for (const row of part) console.log(`  ${row.id} cpu ${row.cpu.toFixed(2)}`);
      continue;
    }
    console.log(
      `${split}: n=${part.length} monthly ${count('monthly')} payer ${count('payer')} kind ${count('kind')} no-false-fraud ${count('noFraud')} unknown-not-guessed ${count('noGuess')} bank-to-classify ${count('toClassify')} cpu median ${median} s max ${cpus.at(-1)!.toFixed(2)} s (load ${load.join(' ')})`,
    );
    if (split === 'held-out' && !showHeldOut) continue;
    for (const row of part) {
      const misses = Object.entries(row.ok)
        .filter(([, right]) => !right)
        .map(([key]) => key);
      console.log(
        `  ${misses.length ? 'MISS' : 'ok  '} ${row.id} cpu ${row.cpu.toFixed(2)} ${misses.join(',')} ${row.line}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
