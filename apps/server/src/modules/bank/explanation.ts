import {
  type ApplicantLanguage,
  type DepositCadence,
  type DepositFinding,
  formatUsd,
} from '@benefits/domain';
import { fromMoreTexts } from '../../texts/index.js';

// The deposit analysis's findings in plain words, in the applicant's language (issue 6).

const cadenceWords: Record<ApplicantLanguage, Record<DepositCadence, string>> = {
  en: {
    weekly: 'every week',
    biweekly: 'every two weeks',
    monthly: 'every month',
    irregular: 'at uneven times',
    unknown: 'at unknown times',
  },
  es: {
    weekly: 'cada semana',
    biweekly: 'cada dos semanas',
    monthly: 'cada mes',
    irregular: 'en fechas desiguales',
    unknown: 'en fechas desconocidas',
  },
  ...fromMoreTexts((texts) => texts.cadence),
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function english(finding: DepositFinding): string {
  const words = cadenceWords.en;
  switch (finding.kind) {
    case 'matched':
      return `${finding.count} ${plural(finding.count, 'deposit', 'deposits')} from ${finding.payer} ${plural(finding.count, 'matches', 'match')} what you reported.`;
    case 'noDeposits':
      return 'None of the chosen transactions is money coming in. Please choose the deposits from this income.';
    case 'notDeposits':
      return `${finding.count} of the chosen transactions ${plural(finding.count, 'is a payment', 'are payments')} out of your account, not ${plural(finding.count, 'a deposit', 'deposits')}.`;
    case 'payerDifferent':
      return `${finding.count} ${plural(finding.count, 'deposit does', 'deposits do')} not show ${finding.payer} as the payer.`;
    case 'amountDifferent':
      return `${finding.count} ${plural(finding.count, 'deposit differs', 'deposits differ')} by more than ${finding.percent}% from the ${formatUsd(finding.expectedCents)} you reported for each payment.`;
    case 'amountUnknown':
      return 'You did not give an exact amount, so we compared only the payer and the dates.';
    case 'cadenceMatched':
      return `They arrive ${words[finding.cadence]}, as you said.`;
    case 'cadenceDifferent':
      return `They arrive ${words[finding.cadence]}, but you said ${words[finding.expected]}.`;
    case 'monthlyEstimate':
      return finding.reportedMonthlyCents > 0
        ? `That is about ${formatUsd(finding.averageMonthlyCents)} a month; you reported ${formatUsd(finding.reportedMonthlyCents)} a month.`
        : `That is about ${formatUsd(finding.averageMonthlyCents)} a month.`;
  }
}

function spanish(finding: DepositFinding): string {
  const words = cadenceWords.es;
  switch (finding.kind) {
    case 'matched':
      return `${finding.count} ${plural(finding.count, 'depósito', 'depósitos')} de ${finding.payer} ${plural(finding.count, 'coincide', 'coinciden')} con lo que usted informó.`;
    case 'noDeposits':
      return 'Ninguna de las transacciones elegidas es dinero que entra. Elija los depósitos de este ingreso.';
    case 'notDeposits':
      return `${finding.count} de las transacciones elegidas ${plural(finding.count, 'es un pago', 'son pagos')} que sale de su cuenta, no ${plural(finding.count, 'un depósito', 'depósitos')}.`;
    case 'payerDifferent':
      return `${finding.count} ${plural(finding.count, 'depósito no muestra', 'depósitos no muestran')} a ${finding.payer} como quien paga.`;
    case 'amountDifferent':
      return `${finding.count} ${plural(finding.count, 'depósito es', 'depósitos son')} diferentes en más de ${finding.percent}% de los ${formatUsd(finding.expectedCents)} que usted informó por cada pago.`;
    case 'amountUnknown':
      return 'Usted no dio una cantidad exacta, así que comparamos solo quién paga y las fechas.';
    case 'cadenceMatched':
      return `Llegan ${words[finding.cadence]}, como usted dijo.`;
    case 'cadenceDifferent':
      return `Llegan ${words[finding.cadence]}, pero usted dijo ${words[finding.expected]}.`;
    case 'monthlyEstimate':
      return finding.reportedMonthlyCents > 0
        ? `Eso es unos ${formatUsd(finding.averageMonthlyCents)} al mes; usted informó ${formatUsd(finding.reportedMonthlyCents)} al mes.`
        : `Eso es unos ${formatUsd(finding.averageMonthlyCents)} al mes.`;
  }
}

const findingWriters: Record<ApplicantLanguage, (finding: DepositFinding) => string> = {
  en: english,
  es: spanish,
  ...fromMoreTexts((texts) => (finding: DepositFinding) => texts.finding(finding, texts.cadence)),
};

export function findingText(finding: DepositFinding, language: ApplicantLanguage): string {
  return findingWriters[language](finding);
}

/** Every finding, one sentence each: what matched and what did not. */
export function explainFindings(
  findings: readonly DepositFinding[],
  language: ApplicantLanguage,
): string {
  return findings.map((finding) => findingText(finding, language)).join(' ');
}

/**
 * The verification's details: the matched deposits when verified, else what did not match
 * (the source then needs review).
 */
export function verificationDetails(
  findings: readonly DepositFinding[],
  verified: boolean,
  language: ApplicantLanguage,
): string {
  const matched = findings.find((finding) => finding.kind === 'matched');
  if (verified && matched) return findingText(matched, language);
  return explainFindings(
    findings.filter((finding) => finding.kind !== 'monthlyEstimate'),
    language,
  );
}
