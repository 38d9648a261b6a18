import {
  type ApplicantLanguage,
  applicantLanguageCodes,
  applicantLanguages,
  attestationNames,
  attestationTexts,
} from '@benefits/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../../../packages/documents/src/text/pdfDocument.js';
import { pageTextLayer } from '../../../../../packages/documents/src/text/pdfText.js';
import { serverMessages } from '../../http/messages.js';
import { domainLanguage, type Receipt } from './receiptContent.js';
import { fontFilesRead, printable, receiptFonts } from './receiptFonts.js';
import { breakUnits } from './receiptLines.js';
import { receiptPdf } from './receiptPdf.js';
import { receiptText, riskWords, verificationWords } from './receiptText.js';

// Issue 20: the receipt in each of the 11 languages, checked through its text layer as pdf.js
// reads it (the tool the documents package reads uploads with).

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) pages.push((await pageTextLayer(pdf, n)) ?? '');
  await pdf.destroy();
  return pages.join('\n');
}

/** Every string of one language's receipt words, functions called with sample values. */
function receiptStrings(language: ApplicantLanguage): string[] {
  const words = receiptText[language];
  const { miles, helpText, expeditedReasons, ...plain } = words;
  return [
    ...Object.values(plain),
    ...Object.values(expeditedReasons),
    miles(180, 70),
    helpText('1-800-555-0100', 'help@benefits.example.gov'),
    ...Object.values(verificationWords[language].methods),
    ...Object.values(verificationWords[language].statuses),
    ...Object.values(riskWords[language]),
  ];
}

function sampleReceipt(language: ApplicantLanguage): Receipt {
  const words = receiptText[language];
  const verification = verificationWords[language];
  const domain = domainLanguage(language);
  return {
    title: words.title,
    confirmationNumber: 'BEN-2026-000042',
    pageLabel: words.page,
    direction: applicantLanguages.find((entry) => entry.code === language)?.dir ?? 'ltr',
    sections: [
      {
        heading: words.title,
        lines: [
          { kind: 'row', label: words.confirmationNumber, value: 'BEN-2026-000042' },
          { kind: 'row', label: words.status, value: words.submitted },
          { kind: 'row', label: words.applicant, value: 'Ana Núñez' },
          { kind: 'row', label: words.benefits, value: 'SNAP, Medicaid' },
        ],
      },
      {
        heading: words.income,
        lines: [
          { kind: 'row', label: 'Corner Market', value: `$1,234.50 ${words.perMonth}` },
          {
            kind: 'text',
            text: `${words.verifiedVia} ${verification.methods.payroll}`,
            indent: true,
          },
          { kind: 'text', text: words.miles(180, 70), indent: true },
        ],
      },
      {
        heading: words.totals,
        lines: [
          {
            kind: 'row',
            label: words.gross,
            value: `${words.monthly} $1,234.50 · ${words.annual} $14,814.00`,
          },
        ],
      },
      {
        heading: words.attestations,
        lines: [
          ...attestationNames.map(
            (name) => ({ kind: 'text', text: `[X] ${attestationTexts[domain][name]}` }) as const,
          ),
          { kind: 'text', text: words.acknowledged },
        ],
      },
      {
        heading: words.expedited,
        lines: [
          { kind: 'text', text: words.expeditedText },
          { kind: 'text', text: words.expeditedReasons.lowIncomeAndResources, indent: true },
        ],
      },
      {
        heading: words.risk,
        lines: [{ kind: 'row', label: words.riskLevel, value: riskWords[language].Low }],
      },
      { heading: words.next, lines: [{ kind: 'text', text: words.nextLetter }] },
      {
        heading: words.help,
        lines: [
          { kind: 'text', text: words.helpText('1-800-555-0100', 'help@benefits.example.gov') },
        ],
      },
    ],
  };
}

const squeeze = (value: string) => value.replace(/\s+/g, '');
const ARABIC_WORD = /\p{Script=Arabic}/u;

describe('the receipt in every language (issue 20)', () => {
  it('reads no font file for an English receipt, and only the Arabic one for Arabic', async () => {
    const before = new Set(fontFilesRead());
    await receiptPdf(sampleReceipt('en'));
    expect(fontFilesRead().filter((name) => !before.has(name))).toEqual([]);
    if (!before.has('han')) {
      await receiptPdf(sampleReceipt('ar'));
      expect(fontFilesRead()).not.toContain('han');
      expect(fontFilesRead()).toContain('arabic');
    }
  });

  it.each(applicantLanguageCodes)(
    '%s: its text layer has the receipt words',
    async (language) => {
      const receipt = sampleReceipt(language);
      const bytes = await receiptPdf(receipt);
      const text = await pdfText(bytes);
      const words = receiptText[language];
      expect(text).toContain('BEN-2026-000042');
      expect(text).toContain('$1,234.50');
      expect(text).toContain('$14,814.00');
      expect(text).toContain('1-800-555-0100');
      expect(text).toContain('help@benefits.example.gov');
      expect(text).toContain('Ana Núñez');
      // No letter drawn as '?': the text layer has no more '?' than the receipt's own words.
      const marks = (value: string) => value.split('?').length - 1;
      expect(marks(text)).toBeLessThanOrEqual(marks(JSON.stringify(receipt.sections)));
      const expected = [
        words.title,
        words.confirmationNumber,
        words.gross,
        words.riskLevel,
        words.nextLetter,
        words.expeditedText,
      ];
      if (language === 'ar') {
        // pdf.js gives each right-to-left run in logical order; runs of one line come left to
        // right, so each Arabic word is checked as a word (joined letters and lam-alef included).
        const extracted = new Set(text.split(/[\s.,:؛،()]+/u));
        for (const phrase of expected) {
          for (const word of phrase.split(/[\s.,:؛،()]+/u).filter((w) => ARABIC_WORD.test(w))) {
            expect(extracted, word).toContain(word);
          }
        }
        // The amounts read left to right inside the Arabic line ('$1,234.50', not '1,234.50$').
        expect(text).not.toContain('1,234.50$');
      } else {
        for (const phrase of expected) expect(squeeze(text)).toContain(squeeze(phrase));
      }
    },
    30_000,
  );

  it.each(applicantLanguageCodes)(
    '%s: no receipt text prints as ?',
    async (language) => {
      const strings = [
        ...receiptStrings(language),
        ...Object.values(attestationTexts[domainLanguage(language)]),
      ];
      const pdf = await PDFDocument.create();
      const fonts = await receiptFonts(pdf, strings.join(' '));
      for (const value of strings) {
        const shown = printable(fonts, value);
        expect(shown, value).toBe(value.normalize('NFC').replace(/\s+/g, ' '));
      }
    },
    30_000,
  );

  it.each(applicantLanguageCodes)(
    '%s: every server message has the English placeholders',
    (language) => {
      for (const [key, texts] of Object.entries(serverMessages)) {
        expect(texts[language], key).toBeTruthy();
        expect(texts[language].match(/\{\w+\}/g) ?? [], key).toEqual(
          texts.en.match(/\{\w+\}/g) ?? [],
        );
      }
    },
  );

  it('breaks Chinese between ideographs, never before a closing mark', () => {
    expect(breakUnits('您好，世界。SNAP 申请').map((unit) => unit.text)).toEqual([
      '您',
      '好，',
      '世',
      '界。',
      'SNAP',
      '申',
      '请',
    ]);
    expect(breakUnits('Need help? Call us').map((unit) => unit.text)).toEqual([
      'Need',
      'help?',
      'Call',
      'us',
    ]);
  });
});
