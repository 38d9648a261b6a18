import type { Language } from '../messages/index.js';
import type {
  ChangesKind,
  DecisionTime,
  InterviewKind,
  ProgramNextSteps,
} from '../rules/afterSubmission.js';
import { benefitNameIn } from './spanishNames.js';

type Texts = {
  interview: Record<InterviewKind, string>;
  decision: Record<DecisionTime['kind'], string>;
  documents: { days: string; letter: string };
  changes: Record<ChangesKind, string>;
};

/**
 * Issue 18 item 5: what happens next, per program, in plain words. `{{days}}` and the other
 * marks take the figures of packages/domain's after-submission table. The web catalog holds
 * the same strings (a test keeps them equal); the email and the receipt use these.
 */
export const afterSubmissionTexts: Readonly<Record<Language, Texts>> = {
  en: {
    interview: {
      required:
        'You must have an interview, most often by phone. The office will tell you the day and time. If you miss it, call them to set a new time.',
      noOffice: 'You do not have to go to an office for an interview.',
      mayAsk: 'The office may call you or ask you to come in with questions.',
      visit:
        'WIC will set a visit with you, in person or by phone. Bring proof of who you are, where you live and your income.',
      stateSets: 'Your state sets the next steps. Most states ask for an interview.',
    },
    decision: {
      days: 'You should get a letter with the decision within {{days}} days of the day you applied.',
      expedited:
        'Your answers show you may get SNAP fast: within {{days}} days of the day you applied. If not, you get a decision within {{normalDays}} days.',
      disability:
        'You should get a letter with the decision within {{days}} days. If you applied because of a disability, it can take up to {{disabilityDays}} days.',
      sooner:
        'WIC should tell you if you qualify within {{days}} days of when you asked. Some pregnant people and farmworker families hear within {{soonerDays}} days.',
      stateSets: 'Your letter will say when you get a decision.',
    },
    documents: {
      days: 'They may ask for papers, like pay stubs or a lease. You get at least {{days}} days to send them.',
      letter:
        'If they cannot check your facts, they may ask for papers. Send them by the date in the letter.',
    },
    changes: {
      snap: 'If you get SNAP, your letter says which changes to report and by when, like more pay.',
      health:
        'Tell the office if you move, your pay changes, or someone joins or leaves your home.',
      wic: 'Tell your WIC office if you move or your income changes.',
      tanf: 'Tell your TANF office about changes, like new pay or a move. Your letter says how soon.',
    },
  },
  es: {
    interview: {
      required:
        'Debe tener una entrevista, casi siempre por teléfono. La oficina le dirá el día y la hora. Si no puede ir, llame para pedir otra hora.',
      noOffice: 'No tiene que ir a una oficina para una entrevista.',
      mayAsk: 'La oficina puede llamarle o pedirle que vaya para hacerle preguntas.',
      visit:
        'WIC le dará una cita, en persona o por teléfono. Lleve pruebas de quién es, dónde vive y sus ingresos.',
      stateSets:
        'Su estado decide los próximos pasos. La mayoría de los estados piden una entrevista.',
    },
    decision: {
      days: 'Le debe llegar una carta con la decisión en {{days}} días o menos desde el día en que pidió.',
      expedited:
        'Sus respuestas muestran que puede recibir SNAP rápido: en {{days}} días o menos desde el día en que pidió. Si no, recibe una decisión en {{normalDays}} días o menos.',
      disability:
        'Le debe llegar una carta con la decisión en {{days}} días o menos. Si pidió por una discapacidad, puede tardar hasta {{disabilityDays}} días.',
      sooner:
        'WIC le debe decir si califica en {{days}} días o menos desde que pidió. Algunas personas embarazadas y familias de trabajadores del campo lo saben en {{soonerDays}} días.',
      stateSets: 'Su carta le dirá cuándo recibe una decisión.',
    },
    documents: {
      days: 'Pueden pedirle papeles, como talones de pago o un contrato de renta. Tiene por lo menos {{days}} días para enviarlos.',
      letter:
        'Si no pueden confirmar sus datos, pueden pedirle papeles. Envíelos antes de la fecha que dice la carta.',
    },
    changes: {
      snap: 'Si recibe SNAP, su carta dice qué cambios debe informar y cuándo, como un aumento de pago.',
      health:
        'Avise a la oficina si se muda, si cambia su pago o si alguien llega a su casa o se va.',
      wic: 'Avise a su oficina de WIC si se muda o si cambian sus ingresos.',
      tanf: 'Avise a su oficina de TANF sobre cambios, como un pago nuevo o una mudanza. Su carta dice en cuánto tiempo.',
    },
  },
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
  language: Language,
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
