import type {
  ConcernLevel,
  DepositCadence,
  DepositFinding,
  VerificationMethod,
  VerificationStatus,
} from '@benefits/domain';
import type { ServerMessageKey } from '../http/messageKeys.js';

// Issue 20: the server's applicant texts in one language, for the languages beyond English
// and Spanish (those stay beside their code). Each language's file fills every part, so a
// missing text is a type error.

export interface EmailText {
  subject: string;
  text: string;
}

/** The parts of the submission confirmation e-mail; the template puts them in order. */
export interface ConfirmationWords {
  subject: (confirmationNumber: string) => string;
  hello: (firstName: string) => string;
  received: (confirmationNumber: string) => string;
  appliedFor: (benefits: string) => string;
  nextStepsTitle: string;
  decision: string;
  questions: (phone: string, email: string) => string;
  never: string;
}

export interface ReceiptWords {
  title: string;
  confirmationNumber: string;
  status: string;
  submitted: string;
  submittedOn: string;
  applicant: string;
  benefits: string;
  income: string;
  perMonth: string;
  verifiedVia: string;
  explained: string;
  notVerified: string;
  noIncome: string;
  expenses: string;
  noExpenses: string;
  miles: (miles: number, cents: number) => string;
  totals: string;
  gross: string;
  expenseTotal: string;
  net: string;
  monthly: string;
  annual: string;
  attestations: string;
  acknowledged: string;
  risk: string;
  riskLevel: string;
  next: string;
  nextLetter: string;
  help: string;
  helpText: (phone: string, email: string) => string;
  expedited: string;
  expeditedReasons: {
    lowIncomeAndResources: string;
    shelterOverIncome: string;
    destituteMigrant: string;
  };
  expeditedText: string;
  page: string;
}

export interface VerificationWords {
  methods: Record<VerificationMethod, string>;
  statuses: Record<VerificationStatus, string>;
}

export interface ServerTexts {
  messages: Record<ServerMessageKey, string>;
  signInCode: (code: string, minutes: number) => EmailText;
  signInLocked: (tries: number) => EmailText;
  confirmation: ConfirmationWords;
  /** The deposit analysis's findings (issue 6), with its own money format. */
  finding: (finding: DepositFinding, cadence: Record<DepositCadence, string>) => string;
  cadence: Record<DepositCadence, string>;
  receipt: ReceiptWords;
  verification: VerificationWords;
  risk: Record<ConcernLevel, string>;
  /** The locale for dates (Intl). */
  locale: string;
}
