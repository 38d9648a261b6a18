import { applicantLanguageCodes, type DepositFinding, formatUsd } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import {
  signInCodeEmail,
  signInLockedEmail,
  submissionConfirmationEmail,
} from '../email/templates.js';
import { explainFindings } from '../modules/bank/explanation.js';

// Issue 20: each language's e-mails and deposit findings carry the values they are given.

const findings: DepositFinding[] = [
  { kind: 'matched', count: 3, payer: 'Corner Market' },
  { kind: 'noDeposits' },
  { kind: 'notDeposits', count: 2 },
  { kind: 'payerDifferent', count: 1, payer: 'Corner Market' },
  { kind: 'amountDifferent', count: 4, expectedCents: 123_450, percent: 15 },
  { kind: 'amountUnknown' },
  { kind: 'cadenceMatched', cadence: 'weekly' },
  { kind: 'cadenceDifferent', cadence: 'monthly', expected: 'biweekly' },
  { kind: 'monthlyEstimate', averageMonthlyCents: 210_000, reportedMonthlyCents: 200_000 },
];

describe.each(applicantLanguageCodes)('%s', (language) => {
  it('e-mails carry the code, the tries, the number, the name and the contacts', () => {
    const code = signInCodeEmail('a@example.org', '482913', 10, language);
    expect(code.subject).toContain('482913');
    expect(code.text).toContain('482913');
    expect(code.text).toContain('10');
    expect(signInLockedEmail('a@example.org', 5, language).text).toContain('5');
    const confirmation = submissionConfirmationEmail(
      'a@example.org',
      {
        firstName: 'Ana',
        confirmationNumber: 'BEN-2026-000042',
        benefits: ['SNAP', 'WIC'],
        nextSteps: [{ name: 'SNAP', lines: ['An interview.', 'A letter.', 'Papers.', 'Changes.'] }],
        helpContacts: { phone: '1-800-555-0100', email: 'help@example.gov' },
      },
      language,
    );
    expect(confirmation.subject).toContain('BEN-2026-000042');
    for (const value of [
      'Ana',
      'SNAP, WIC',
      '- An interview.',
      '1-800-555-0100',
      'help@example.gov',
    ]) {
      expect(confirmation.text).toContain(value);
    }
  });

  it('every deposit finding is a sentence with its payer, counts and amounts', () => {
    const sentences = findings.map((finding) => explainFindings([finding], language));
    for (const sentence of sentences) expect(sentence.length).toBeGreaterThan(10);
    expect(new Set(sentences).size).toBe(findings.length);
    expect(sentences[0]).toContain('Corner Market');
    expect(sentences[0]).toContain('3');
    expect(sentences[4]).toContain(formatUsd(123_450));
    expect(sentences[4]).toContain('15');
    expect(sentences[8]).toContain(formatUsd(210_000));
    expect(sentences[8]).toContain(formatUsd(200_000));
  });
});
