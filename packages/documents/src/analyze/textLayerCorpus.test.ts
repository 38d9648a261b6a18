import { documentAnalysisResultSchema } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCorpusFile, textDocuments } from '../corpus/buildCorpus.js';
import { closeInlineAnalyzer, inlineAnalyzer } from '../corpus/corpus.test-util.js';
import type { CorpusFile } from '../corpus/expected.js';
import { namesMatch } from '../extract/names.js';
import { assessDocuments } from '../result/assessDocuments.js';
import type { DocumentFacts } from './documentFacts.js';

const read: { file: CorpusFile; facts: DocumentFacts }[] = [];

beforeAll(async () => {
  for (const document of textDocuments()) {
    const file = await renderCorpusFile(document, 'pdf-text');
    read.push({ file, facts: await inlineAnalyzer().read(file.bytes, `${file.name}.pdf`) });
  }
});
afterAll(closeInlineAnalyzer);

describe('text-layer corpus: classification and extraction per kind', () => {
  it('covers every kind the corpus generates', () => {
    expect(new Set(read.map(({ facts }) => facts.documentClass)).size).toBe(11 - 1);
  });

  it.each(textDocuments().map((document) => [document.name, document]))(
    '%s: kind, amount to the cent, frequency, category, payer, name',
    (name) => {
      const { file, facts } = read.find(({ file: candidate }) =>
        candidate.name.startsWith(`${name}.`),
      )!;
      const expected = file.expected!;
      expect(facts.textSource).toBe('text-layer');
      expect(facts.documentClass).toBe(expected.documentClass);
      const [income] = facts.fields.income;
      if (expected.amountCents === undefined) {
        expect(facts.fields.income).toEqual([]);
      } else {
        expect(income).toMatchObject({
          amountCents: expected.amountCents,
          frequency: expected.frequency,
          category: expected.category,
        });
      }
      if (expected.payer) expect(facts.fields.payer).toBe(expected.payer);
      const [first = '', , last = ''] = expected.applicantName!.split(' ');
      expect(namesMatch(facts.fields.printedName ?? '', first, last)).toBe(true);
    },
  );

  it('reads a pay stub: gross (not net, not year-to-date), dates and both pay cycles', () => {
    const stub = read.find(({ file }) => file.name.startsWith('pay-stub-biweekly-layout0.'))!;
    const expected = stub.file.expected!;
    expect(stub.facts.fields.payStub).toMatchObject({
      grossCents: expected.grossCents,
      netCents: expected.netCents,
      periodStart: expected.periodStart,
      periodEnd: expected.periodEnd,
      payDate: expected.payDate,
      datesCycle: 'biweekly',
    });
    expect(stub.facts.fields.payStub?.statedCycle).toBeUndefined();
    expect(stub.facts.fields.payStub!.ytdGrossCents).toBeGreaterThan(expected.grossCents!);
  });

  it('reports a semimonthly stub as twice a month at its own gross, not monthly x2', () => {
    const stub = read.find(({ file }) => file.name.startsWith('pay-stub-semimonthly'))!;
    expect(stub.facts.fields.payStub?.datesCycle).toBe('semimonthly');
    expect(stub.facts.fields.income[0]).toMatchObject({
      frequency: 'semimonthly',
      amountCents: stub.file.expected!.grossCents!,
    });
  });

  it('gives a result that validates against the domain schema, with types per kind', () => {
    const { result, documents } = assessDocuments(
      read.map(({ facts }) => ({ fileName: facts.fileName, facts })),
      { today: '2026-01-01' },
    );
    expect(documentAnalysisResultSchema.safeParse(result).success).toBe(true);
    const typeOf = (documentClass: string) =>
      documents.find((document) => document.documentClass === documentClass)?.type;
    expect(typeOf('photo_id')).toBe('identity_verification');
    expect(typeOf('pay_stub')).toBe('income_verification');
    expect(typeOf('w2')).toBe('income_verification');
    expect(typeOf('lease')).toBe('other');
    expect(result.overallConfidence).toBeGreaterThan(0.8);
    expect(result.summary).toMatch(/^We read 16 documents\./);
    // 14 documents show income; the bank's payroll deposits come from an employer whose
    // pay stub is in the batch too, so they are the same money and are counted once.
    const bank = documents.find((document) => document.documentClass === 'bank_statement')!;
    const depositor = bank.result.extractedData.income[0]!.source;
    expect(
      read.some(
        ({ facts }) => facts.documentClass === 'pay_stub' && facts.fields.payer === depositor,
      ),
    ).toBe(true);
    expect(result.extractedData.income).toHaveLength(13);
    expect(result.extractedData.income.every((item) => item.documentSource.includes('('))).toBe(
      true,
    );
  });
});
