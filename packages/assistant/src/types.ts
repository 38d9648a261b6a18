import {
  type ApplicantLanguage,
  applicantLanguageCodes,
  type BenefitId,
  type EstimateResponse,
  type IncomeFrequency,
  type VerificationMethod,
  type WizardStep,
} from '@benefits/domain';

/**
 * The 11 languages of the application (DESIGN; packages/domain applicantLanguages). The assistant
 * writes its own texts in each; a language whose articles are not written yet is answered from the
 * English articles with a note in that language (decision 0862).
 */
export const assistantLanguages = applicantLanguageCodes;
export type AssistantLanguage = ApplicantLanguage;

export function assistantLanguage(language: string): AssistantLanguage {
  return (assistantLanguages as readonly string[]).includes(language)
    ? (language as AssistantLanguage)
    : 'en';
}

/** How to reach a person (SPEC 2 submission: help contacts), from the server's configuration. */
export interface HelpContacts {
  phone: string;
  email: string;
}

/** One income source of the applicant, as the server reads it from their own rows. */
export interface ApplicantIncomeEntry {
  id: number;
  categoryId: number;
  source: string;
  amount: string | number;
  frequency: IncomeFrequency | string;
  isW2Income?: boolean;
  hoursPerWeek?: number | null;
  /** Null until the source is verified; the method otherwise. */
  verification: { method: VerificationMethod } | null;
}

/**
 * Everything the assistant may know about the person asking: the signed-in applicant's own
 * application, built by the server from rows scoped to that user. The assistant never reads a
 * database, so it cannot reveal anyone else's data.
 */
export interface ApplicantContext {
  firstName?: string | null;
  application: {
    id: number;
    status: 'draft' | 'submitted' | 'approved' | 'denied';
    selectedBenefits: BenefitId[];
    needsWorkVerification: boolean;
    /** The furthest wizard step reached (saved as the applicant moves on). */
    furthestStep: WizardStep | null;
    hasBusinessExpenses: boolean | null;
  } | null;
  incomeEntries: ApplicantIncomeEntry[];
  documentsCount?: number;
  /** The application's estimate in the chat's language, when the question asks for it (estimate.ts). */
  estimate?: EstimateResponse | null;
}

/** A knowledge-base article an answer cites (the domain's chat source). */
export interface AnswerSource {
  id: string;
  title: string;
}

/** What application-aware question was recognised, if any. */
export type ApplicantIntent =
  | 'income'
  | 'verification'
  | 'step'
  | 'workHours'
  | 'benefits'
  | 'estimate';

export interface Passage {
  id: string;
  slug: string;
  language: AssistantLanguage;
  title: string;
  heading: string;
  text: string;
  keywords: string;
}

export interface StatedFact {
  key: string;
  /** As written in the answer ('$306'). */
  text: string;
  asOf: string;
  source: { title: string; url: string };
}

export interface AssistantAnswer {
  message: string;
  language: AssistantLanguage;
  sources: AnswerSource[];
  /** 'applicant' answers come from the applicant's data; 'fallback' found nothing good. */
  kind: 'applicant' | 'knowledge' | 'fallback';
  intent: ApplicantIntent | null;
  /** The passages the answer rests on, best first, figures filled in (grounding for the LLM adapter). */
  passages: Passage[];
  /** The rule figures the answer states, each with its source and effective day (for citing). */
  facts: StatedFact[];
  /** Every rule figure in the grounding passages (what the LLM adapter may quote, and nothing else). */
  groundingFacts: StatedFact[];
  /** A short plain summary of the applicant's data (grounding for the LLM adapter). */
  applicantSummary: string;
  /** The message looked like an attempt to give the assistant orders or reach others' data. */
  suspectedInjection: boolean;
}
