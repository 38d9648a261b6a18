// npm run bench:chat: retrieval accuracy, expected facts and latency of the built-in assistant.
import { performance } from 'node:perf_hooks';
import { createAssistant } from '../src/assistant.js';
import { sampleApplicantContext } from '../src/testContext.js';
import { type BenchQuestion, heldOut, tuning } from './benchQuestions.js';

const assistant = createAssistant({
  helpContacts: { phone: '1-800-555-0100', email: 'help@benefits.example' },
});
const verbose = process.argv.includes('--verbose');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(name: string, questions: BenchQuestion[]) {
  let top1 = 0;
  let top3 = 0;
  let facts = 0;
  const times: number[] = [];
  for (const question of questions) {
    const start = performance.now();
    const answer = assistant.ask({
      message: question.q,
      language: question.language,
      context: sampleApplicantContext,
    });
    times.push(performance.now() - start);
    // What the answer cites first; for article answers, the search ranking after it.
    const ranked = [
      ...answer.sources.map((source) => source.id),
      ...(answer.kind === 'knowledge' ? answer.search.hits.map((hit) => hit.slug) : []),
    ].filter((slug, index, all) => all.indexOf(slug) === index);
    const hit1 = question.slugs.includes(ranked[0] ?? '');
    const hit3 = ranked.slice(0, 3).some((slug) => question.slugs.includes(slug));
    const fact = question.fact.test(answer.message);
    top1 += hit1 ? 1 : 0;
    top3 += hit3 ? 1 : 0;
    facts += fact ? 1 : 0;
    if (verbose && (!hit3 || !fact))
      console.log(
        `  MISS ${hit3 ? '' : '[retrieval]'}${fact ? '' : '[fact]'} ${question.q} -> ${ranked.slice(0, 3).join(', ')}\n     ${answer.message.slice(0, 160).replace(/\n/g, ' | ')}`,
      );
  }
  times.sort((a, b) => a - b);
  const n = questions.length;
  const share = (count: number) => (count / n).toFixed(3);
  console.log(
    `${name.padEnd(9)} n=${String(n).padStart(3)}  top-1 ${share(top1)}  top-3 ${share(top3)}  facts ${share(facts)}  median ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
  return { top3: top3 / n, facts: facts / n, p95: percentile(times, 95) };
}

console.log('Built-in chat assistant (offline), English and Spanish:');
const tuned = run('tuning', tuning);
run('held-out', heldOut);
const ok = tuned.top3 >= 0.95 && tuned.facts >= 0.9 && tuned.p95 < 300;
console.log(ok ? 'Targets met (top-3 >= 0.95, facts >= 0.90, p95 < 300 ms).' : 'Targets NOT met.');
process.exitCode = ok ? 0 : 1;
