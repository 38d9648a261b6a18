import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../analyze/analyzeFile.js';
import { renderCorpusFile } from '../corpus/buildCorpus.js';
import { photoId } from '../corpus/otherDocuments.js';
import type { OcrEngine } from '../text/ocr.js';
import { withoutLicenceNumber } from './photoIdFacts.js';

// Decision 0780: a photo ID's number is kept nowhere: not in its fields, not in the text kept
// with its facts (which an AI service may read). Layouts as in photoIdLayouts.test.ts.

const CASES: [string, string, string][] = [
  ['DL H422-6187-2270', 'DL [number]', 'H422'],
  ['4d DLN D12345678        9 CLASS D', '4d DLN [number]', 'D12345678'],
  ['4d 99 999 999', '4d [number]', '99 999 999'],
  ['DL I1234568', 'DL [number]', 'I1234568'],
  ['LIC # 123-456-789', 'LIC # [number]', '123-456-789'],
  ['ID NO. S530-4609-1234', 'ID NO. [number]', 'S530'],
];

describe('the licence number is not kept', () => {
  it.each(CASES)('%s', (line, kept, number) => {
    const text = withoutLicenceNumber(`STATE ID\n${line}\nDOB 04/17/1988\n23 MAPLE COURT`);
    expect(text).toContain(kept);
    expect(text).not.toContain(number);
    // What she is asked for stays.
    expect(text).toContain('DOB 04/17/1988');
    expect(text).toContain('23 MAPLE COURT');
  });

  it('is gone from the facts of a read card; its name, date of birth and address are read', async () => {
    const card = photoId(711);
    const file = await renderCorpusFile(card, 'pdf-text');
    const noOcr = {} as OcrEngine;
    const facts = await analyzeFile(file.bytes, 'licence.pdf', noOcr);
    expect(facts.documentClass).toBe('photo_id');
    expect(facts.text).toMatch(/DL \[number\]/);
    expect(facts.text).not.toMatch(/[A-Z]\d{3}-\d{4}-\d{4}/);
    expect(facts.fields.printedName).toBe('KEISHA R WILLIAMS');
    expect(facts.fields.identity?.dateOfBirth).toBe('1988-04-17');
    expect(JSON.stringify(facts.fields)).not.toMatch(/\d{4}-\d{4}/);
  });
});
