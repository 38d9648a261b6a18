import {
  type ApplicantLanguage,
  type AttestationName,
  applicantLanguages,
  attestationNames,
  attestationTexts,
  confirmationNumber,
  type ExpeditedSnapScreen,
  enhancedFinancialSummary,
  formatDollars,
  type IncomeEntry,
  nextStepsAfterSubmission,
  programNextStepsText,
  shownVerificationStatus,
} from '@benefits/domain';
import { riskAtSubmission } from '../risk/service.js';
import type { ApplicationData } from '../summaries/applicationData.js';
import { benefitNames, domainLanguage } from './benefitNames.js';

export { domainLanguage } from './benefitNames.js';

import { dateLocales, receiptText, riskWords, verificationWords } from './receiptText.js';

export type ReceiptLine =
  | { kind: 'row'; label: string; value: string }
  | { kind: 'text'; text: string; indent?: boolean };

export interface ReceiptSection {
  heading: string;
  lines: ReceiptLine[];
}

export interface Receipt {
  title: string;
  confirmationNumber: string;
  sections: ReceiptSection[];
  /** 'Page {n} of {total}': plain data, so the receipt can travel to the worker thread. */
  pageLabel: string;
  /** Arabic is laid out right to left (right-aligned lines, labels on the right). */
  direction: 'ltr' | 'rtl';
}

const row = (label: string, value: string): ReceiptLine => ({ kind: 'row', label, value });
const text = (value: string, indent = false): ReceiptLine => ({
  kind: 'text',
  text: value,
  indent,
});

/** Issue 18: whose income it is, when more than one person lives in the home. */
function incomeLabel(data: ApplicationData, entryId: number, source: string): string {
  const members = data.application.household?.members ?? [];
  if (members.length < 2) return source;
  const memberId = data.entries.find((entry) => entry.id === entryId)?.memberId;
  const member = members.find((person) => person.id === memberId) ?? members[0];
  return member ? `${source} (${member.firstName} ${member.lastName})` : source;
}

/** Issue 18: the 7-day SNAP screen kept at submission, when it was met. */
function expeditedSection(
  screen: ExpeditedSnapScreen | null,
  words: (typeof receiptText)[ApplicantLanguage],
): ReceiptSection[] {
  if (screen?.status !== 'expedited' || !screen.reason) return [];
  return [
    {
      heading: words.expedited,
      lines: [text(words.expeditedText), text(words.expeditedReasons[screen.reason], true)],
    },
  ];
}

/**
 * Issue 7: what the printable receipt of a submitted application says, in the applicant's
 * language. The numbers are packages/domain's enhanced summary; the risk level is the one
 * recorded at submission.
 */
export function receiptContent(input: {
  data: ApplicationData;
  applicant: { firstName: string; lastName: string };
  language: ApplicantLanguage;
  taxYear: number;
  helpContacts: { phone: string; email: string };
}): Receipt {
  const { data, language } = input;
  const words = receiptText[language];
  const application = data.application;
  const submittedAt = application.submittedAt ?? new Date(0);
  const number = application.confirmationNumber ?? confirmationNumber(application.id, submittedAt);
  const summary = enhancedFinancialSummary({
    entries: data.entries,
    expenses: data.expenses,
    taxYear: input.taxYear,
  });
  const domain = domainLanguage(language);
  const date = new Intl.DateTimeFormat(dateLocales[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(submittedAt);
  const verification = verificationWords[language];

  const income = summary.entries.flatMap((entry): ReceiptLine[] => [
    row(
      incomeLabel(data, entry.id, entry.source),
      `${formatDollars(entry.monthlyAmount)} ${words.perMonth}`,
    ),
    text(receiptVerificationText(entry.verification, words, verification), true),
  ]);
  const expenses = summary.entries.flatMap((entry) =>
    entry.expenses.flatMap((expense): ReceiptLine[] => [
      row(
        `${expense.description} (${entry.source})`,
        `${formatDollars(expense.monthlyAmount)} ${words.perMonth}`,
      ),
      ...(expense.isMileageExpense && expense.milesPerWeek !== null && expense.mileageRate !== null
        ? [text(words.miles(expense.milesPerWeek, expense.mileageRate), true)]
        : []),
    ]),
  );
  const attested: Partial<Record<AttestationName, boolean>> = application.attestations ?? {};
  const riskLevel = riskAtSubmission(application)?.overallRisk ?? null;
  // Issue 18: each program's next steps under the rules of the day it was sent, with SNAP's
  // 7 days when the screen kept at submission flagged it.
  const nextSteps = nextStepsAfterSubmission(application.selectedBenefits, {
    date: submittedAt,
    expedited: application.expeditedSnap?.status === 'expedited',
  }).flatMap((steps): ReceiptLine[] => {
    const { name, lines } = programNextStepsText(steps, domain);
    return [text(name), ...lines.map((line) => text(line, true))];
  });

  return {
    title: words.title,
    confirmationNumber: number,
    pageLabel: words.page,
    direction: applicantLanguages.find((entry) => entry.code === language)?.dir ?? 'ltr',
    sections: [
      {
        heading: words.title,
        lines: [
          row(words.confirmationNumber, number),
          row(words.status, words.submitted),
          row(words.submittedOn, date),
          row(words.applicant, `${input.applicant.firstName} ${input.applicant.lastName}`),
          row(words.benefits, benefitNames(application.selectedBenefits, domain).join(', ')),
        ],
      },
      { heading: words.income, lines: income.length > 0 ? income : [text(words.noIncome)] },
      { heading: words.expenses, lines: expenses.length > 0 ? expenses : [text(words.noExpenses)] },
      {
        heading: words.totals,
        lines: [
          row(
            words.gross,
            `${words.monthly} ${formatDollars(summary.totalGrossMonthlyIncome)} · ${words.annual} ${formatDollars(summary.totalGrossAnnualIncome)}`,
          ),
          row(
            words.expenseTotal,
            `${words.monthly} ${formatDollars(summary.totalMonthlyExpenses)} · ${words.annual} ${formatDollars(summary.totalAnnualExpenses)}`,
          ),
          row(
            words.net,
            `${words.monthly} ${formatDollars(summary.totalNetMonthlyIncome)} · ${words.annual} ${formatDollars(summary.totalNetAnnualIncome)}`,
          ),
        ],
      },
      {
        heading: words.attestations,
        lines: [
          ...attestationNames.map((name) =>
            text(`${attested[name] === true ? '[X]' : '[ ]'} ${attestationTexts[domain][name]}`),
          ),
          ...(application.acknowledgedIssues === true ? [text(words.acknowledged)] : []),
        ],
      },
      ...expeditedSection(application.expeditedSnap, words),
      {
        heading: words.risk,
        lines: riskLevel ? [row(words.riskLevel, riskWords[language][riskLevel])] : [],
      },
      { heading: words.next, lines: [...nextSteps, text(words.nextLetter)] },
      {
        heading: words.help,
        lines: [text(words.helpText(input.helpContacts.phone, input.helpContacts.email))],
      },
    ],
  };
}

/** 'Verified via Payroll', 'Verified via Documents (analysis pending)', or for a note alone
 * 'Explained in a note, not verified' (issue 18: a note is not verification). */
export function receiptVerificationText(
  entry: IncomeEntry['verification'],
  words: { verifiedVia: string; explained: string; notVerified: string },
  verification: (typeof verificationWords)[ApplicantLanguage],
): string {
  if (!entry) return words.notVerified;
  const status = shownVerificationStatus(entry);
  if (status === 'explained') return words.explained;
  const method = `${words.verifiedVia} ${verification.methods[entry.method]}`;
  return status === 'verified' ? method : `${method} (${verification.statuses[status]})`;
}
