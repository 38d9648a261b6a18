// npm run bench:chat: real applicants' questions (bench/realQuestions.ts), graded correct /
// partial / wrong / unhelpful per program and language, for the tuning and the held-out sets,
// with latency. `--verbose` lists the tuning misses; held-out answers are never printed
// (decision 0290). `--date=YYYY-MM-DD` asks on another day (default: the benchmark's day).
import { performance } from 'node:perf_hooks';
import { type Grade, gradeAnswer, writtenIn } from '../bench/grade.js';
import type { RealQuestion } from '../bench/questions.js';
import {
  heldOutQuestions,
  otherHeldOutQuestions,
  otherTuningQuestions,
  translatedQuestions,
  tuningQuestions,
} from '../bench/split.js';
import { createAssistant } from '../src/assistant.js';
import { sampleApplicantContext } from '../src/testContext.js';
import { detectLanguage } from '../src/text.js';

const BENCH_DATE = '2026-11-25';
const date = process.argv.find((arg) => arg.startsWith('--date='))?.slice(7) ?? BENCH_DATE;
const verbose = process.argv.includes('--verbose');
const helpContacts = { phone: '1-800-555-0100', email: 'help@benefits.example' };
const assistant = createAssistant({ helpContacts });
const GRADES: readonly Grade[] = ['correct', 'partial', 'wrong', 'unhelpful'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * `strict`: the nine other languages (decision 0864): an answer counts as in the asked language
 * only when it reads as that language (writtenIn), not when it is an English article with a note.
 */
function run(name: string, questions: RealQuestion[], showMisses: boolean, strict = false) {
  const rows = new Map<string, Record<Grade, number>>();
  const total: Record<Grade, number> = { correct: 0, partial: 0, wrong: 0, unhelpful: 0 };
  const times: number[] = [];
  let otherLanguage = 0;
  const inLanguageBy = new Map<string, { asked: number; written: number }>();
  for (const question of questions) {
    const start = performance.now();
    const answer = assistant.ask({
      message: question.q,
      language: question.language,
      context: sampleApplicantContext,
      date,
    });
    times.push(performance.now() - start);
    const graded = gradeAnswer(question, answer, date, helpContacts.phone);
    const said = detectLanguage(answer.message);
    const other = strict
      ? !writtenIn(answer, question.language)
      : answer.language !== question.language || (said && said !== question.language);
    if (other) otherLanguage += 1;
    const inLanguage = inLanguageBy.get(question.language) ?? { asked: 0, written: 0 };
    inLanguage.asked += 1;
    if (!other) inLanguage.written += 1;
    inLanguageBy.set(question.language, inLanguage);
    const keys = strict
      ? [`all/${question.language}`]
      : [`${question.program}/${question.language}`, `all/${question.language}`];
    for (const key of keys) {
      const row = rows.get(key) ?? { correct: 0, partial: 0, wrong: 0, unhelpful: 0 };
      row[graded.grade] += 1;
      rows.set(key, row);
    }
    total[graded.grade] += 1;
    if (showMisses && graded.grade !== 'correct')
      console.log(
        `  ${graded.grade.toUpperCase()} [${question.program}/${question.language}] ${question.q} (${graded.matched}/${question.must.length}${graded.reasons.length ? `; ${graded.reasons.join(', ')}` : ''})\n     ${answer.sources.map((s) => s.id).join(',')}: ${answer.message.slice(0, 220).replace(/\n/g, ' | ')}`,
      );
  }
  times.sort((a, b) => a - b);
  const n = questions.length;
  console.log(`\n${name}: ${n} questions, asked on ${date}`);
  console.log(
    `  ${'program/lang'.padEnd(14)}${GRADES.map((g) => g.padStart(10)).join('')}  in asked language`,
  );
  for (const key of [...rows.keys()].sort()) {
    const row = rows.get(key)!;
    const language = key.startsWith('all/') ? inLanguageBy.get(key.slice(4)) : undefined;
    const written = language ? `  ${language.written}/${language.asked}` : '';
    console.log(
      `  ${key.padEnd(14)}${GRADES.map((g) => String(row[g]).padStart(10)).join('')}${written}`,
    );
  }
  const share = (count: number) => `${((100 * count) / n).toFixed(1)}%`;
  console.log(
    `  total         ${GRADES.map((g) => `${g} ${total[g]} (${share(total[g])})`).join('  ')}`,
  );
  console.log(
    `  answers in another language: ${otherLanguage}; latency p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
  return {
    correct: total.correct / n,
    wrong: total.wrong,
    otherLanguage,
    p95: percentile(times, 95),
  };
}

console.log('Built-in chat assistant on real applicants’ questions (decision 0290):');
const tuned = run('tuning', tuningQuestions, verbose);
const held = run('held-out', heldOutQuestions, false);
// The nine other languages, reported apart and not gated until their articles are merged
// (decision 0864): real questions (tuning and held-out by the same rule), then translations.
console.log(
  '\nThe nine other languages (real questions from pages in the language; then translations):',
);
run('other languages, real, tuning', otherTuningQuestions, verbose, true);
run('other languages, real, held-out', otherHeldOutQuestions, false, true);
run('other languages, translated tuning questions', translatedQuestions, verbose, true);
// Gate (decision 0291): no wrong answer, every answer in the asked language, p95 < 300 ms.
const ok = [tuned, held].every(
  (set) => set.wrong === 0 && set.otherLanguage === 0 && set.p95 < 300,
);
console.log(
  `\nHeld-out target >= 90% correct: ${(100 * held.correct).toFixed(1)}%. ${ok ? 'Gate met' : 'Gate NOT met'} (0 wrong, asked language, p95 < 300 ms, both sets).`,
);
process.exitCode = ok ? 0 : 1;
