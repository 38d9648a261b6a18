import type { ProgramNextSteps } from '../rules/afterSubmission.js';
import { afterSubmissionTextsAr } from './afterSubmission/ar.js';
import { afterSubmissionTextsEn } from './afterSubmission/en.js';
import { afterSubmissionTextsEs } from './afterSubmission/es.js';
import { afterSubmissionTextsFr } from './afterSubmission/fr.js';
import { afterSubmissionTextsHt } from './afterSubmission/ht.js';
import { afterSubmissionTextsKo } from './afterSubmission/ko.js';
import { afterSubmissionTextsPt } from './afterSubmission/pt.js';
import { afterSubmissionTextsRu } from './afterSubmission/ru.js';
import { afterSubmissionTextsTl } from './afterSubmission/tl.js';
import type { AfterSubmissionTexts } from './afterSubmission/types.js';
import { afterSubmissionTextsVi } from './afterSubmission/vi.js';
import { afterSubmissionTextsZh } from './afterSubmission/zh.js';
import type { ApplicantLanguage } from './languages.js';
import { benefitNameIn } from './namesByLanguage.js';

export type { AfterSubmissionTexts } from './afterSubmission/types.js';

/**
 * Issue 18 item 5: what happens next, per program, in plain words. `{{days}}` and the other
 * marks take the figures of packages/domain's after-submission table (one file per language
 * in ./afterSubmission). The web catalog holds
 * the same strings (a test keeps them equal); the email and the receipt use these.
 */
export const afterSubmissionTexts: Readonly<Record<ApplicantLanguage, AfterSubmissionTexts>> = {
  en: afterSubmissionTextsEn,
  es: afterSubmissionTextsEs,
  zh: afterSubmissionTextsZh,
  vi: afterSubmissionTextsVi,
  ko: afterSubmissionTextsKo,
  tl: afterSubmissionTextsTl,
  ru: afterSubmissionTextsRu,
  ar: afterSubmissionTextsAr,
  ht: afterSubmissionTextsHt,
  fr: afterSubmissionTextsFr,
  pt: afterSubmissionTextsPt,
};

/** Puts the figures into a text's `{{name}}` marks. */
export function fillTemplate(template: string, values: Readonly<Record<string, number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

export interface ProgramNextStepsText {
  /** The program's name in the applicant's language. */
  name: string;
  /** Interview, decision, papers, changes: in that order. */
  lines: [string, string, string, string];
}

/** A program's next steps as sentences, for the email and the receipt. */
export function programNextStepsText(
  steps: ProgramNextSteps,
  language: ApplicantLanguage,
): ProgramNextStepsText {
  const texts = afterSubmissionTexts[language];
  const { decision } = steps;
  const { kind, ...figures } = decision;
  return {
    name: benefitNameIn(steps.benefit, language),
    lines: [
      texts.interview[steps.interview],
      fillTemplate(texts.decision[kind], figures),
      steps.documentDays === null
        ? texts.documents.letter
        : fillTemplate(texts.documents.days, { days: steps.documentDays }),
      texts.changes[steps.changes],
    ],
  };
}
