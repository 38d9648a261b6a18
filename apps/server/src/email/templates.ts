import type { ApplicantLanguage, ProgramNextStepsText } from '@benefits/domain';
import { fromMoreTexts } from '../texts/index.js';
import type { ConfirmationWords } from '../texts/types.js';
import type { EmailMessage } from './port.js';

// Plain words, short sentences: people read these on a phone.
const signInCode: Record<
  ApplicantLanguage,
  (code: string, minutes: number) => Omit<EmailMessage, 'to'>
> = {
  en: (code, minutes) => ({
    subject: `Your sign-in code is ${code}`,
    text: [
      `Your sign-in code is ${code}.`,
      `It works for ${minutes} minutes.`,
      'If you did not ask for this code, you can ignore this email. No one can sign in without the code.',
      'We will never ask you for this code by phone.',
    ].join('\n\n'),
  }),
  es: (code, minutes) => ({
    subject: `Su código para entrar es ${code}`,
    text: [
      `Su código para entrar es ${code}.`,
      `Sirve por ${minutes} minutos.`,
      'Si usted no pidió este código, puede ignorar este correo. Nadie puede entrar sin el código.',
      'Nunca le pediremos este código por teléfono.',
    ].join('\n\n'),
  }),
  ...fromMoreTexts((texts) => texts.signInCode),
};

export function signInCodeEmail(
  to: string,
  code: string,
  minutes: number,
  language: ApplicantLanguage,
): EmailMessage {
  return { to, ...signInCode[language](code, minutes) };
}

const signInLocked: Record<ApplicantLanguage, (tries: number) => Omit<EmailMessage, 'to'>> = {
  en: (tries) => ({
    subject: 'Someone tried to sign in to your account',
    text: [
      `Someone typed a wrong sign-in code ${tries} times for your account. We stopped that code, so no one got in with it.`,
      'If it was you, ask for a new code on the sign-in page.',
      'If it was not you, you do not need to do anything. No one can sign in without a code sent to this email.',
    ].join('\n\n'),
  }),
  es: (tries) => ({
    subject: 'Alguien intentó entrar a su cuenta',
    text: [
      `Alguien escribió un código equivocado ${tries} veces para entrar a su cuenta. Paramos ese código, así que nadie entró con él.`,
      'Si fue usted, pida un código nuevo en la página para entrar.',
      'Si no fue usted, no tiene que hacer nada. Nadie puede entrar sin un código enviado a este correo.',
    ].join('\n\n'),
  }),
  ...fromMoreTexts((texts) => texts.signInLocked),
};

/** Decision 0381: after the 5th wrong code, the owner hears that the code was stopped. */
export function signInLockedEmail(
  to: string,
  tries: number,
  language: ApplicantLanguage,
): EmailMessage {
  return { to, ...signInLocked[language](tries) };
}

/** What the submission confirmation says: the applicant's own first name and nothing else personal. */
export interface SubmissionConfirmation {
  firstName: string;
  confirmationNumber: string;
  benefits: string[];
  /** Issue 18: what happens next for each program asked for (packages/domain's table). */
  nextSteps: ProgramNextStepsText[];
  helpContacts: { phone: string; email: string };
}

/** Each program's name, then its steps as a list. */
function nextStepsBlock(title: string, nextSteps: ProgramNextStepsText[]): string {
  return [
    title,
    ...nextSteps.map((program) =>
      [program.name, ...program.lines.map((line) => `- ${line}`)].join('\n'),
    ),
  ].join('\n\n');
}

/** The confirmation from a further language's words, in the same order as English. */
function confirmationFrom(
  words: ConfirmationWords,
): (details: SubmissionConfirmation) => Omit<EmailMessage, 'to'> {
  return ({ firstName, confirmationNumber, benefits, nextSteps, helpContacts }) => ({
    subject: words.subject(confirmationNumber),
    text: [
      words.hello(firstName),
      words.received(confirmationNumber),
      words.appliedFor(benefits.join(', ')),
      nextStepsBlock(words.nextStepsTitle, nextSteps),
      words.decision,
      words.questions(helpContacts.phone, helpContacts.email),
      words.never,
    ].join('\n\n'),
  });
}

const submissionConfirmation: Record<
  ApplicantLanguage,
  (details: SubmissionConfirmation) => Omit<EmailMessage, 'to'>
> = {
  en: ({ firstName, confirmationNumber, benefits, nextSteps, helpContacts }) => ({
    subject: `We received your application ${confirmationNumber}`,
    text: [
      `Hello ${firstName},`,
      `We received your benefits application. Your confirmation number is ${confirmationNumber}. Keep it: you need it when you call or write to us.`,
      `You applied for: ${benefits.join(', ')}.`,
      nextStepsBlock('What happens next for each program:', nextSteps),
      'Each program sends you a letter with its decision. If you do not agree with it, you can ask for a fair hearing.',
      `Questions? Call ${helpContacts.phone} (Mon-Fri 8AM-5PM) or email ${helpContacts.email} (we answer within 24 hours).`,
      'We will never ask for your password or your full Social Security number by email.',
    ].join('\n\n'),
  }),
  es: ({ firstName, confirmationNumber, benefits, nextSteps, helpContacts }) => ({
    subject: `Recibimos su solicitud ${confirmationNumber}`,
    text: [
      `Hola, ${firstName}:`,
      `Recibimos su solicitud de beneficios. Su número de confirmación es ${confirmationNumber}. Guárdelo: lo necesita cuando nos llame o escriba.`,
      `Usted pidió: ${benefits.join(', ')}.`,
      nextStepsBlock('Qué pasa ahora con cada programa:', nextSteps),
      'Cada programa le envía una carta con su decisión. Si no está de acuerdo, puede pedir una audiencia imparcial.',
      `¿Preguntas? Llame al ${helpContacts.phone} (de lunes a viernes, de 8 a. m. a 5 p. m.) o escriba a ${helpContacts.email} (contestamos en 24 horas).`,
      'Nunca le pediremos su contraseña ni su número de Seguro Social completo por correo.',
    ].join('\n\n'),
  }),
  ...fromMoreTexts((texts) => confirmationFrom(texts.confirmation)),
};

export function submissionConfirmationEmail(
  to: string,
  details: SubmissionConfirmation,
  language: ApplicantLanguage,
): EmailMessage {
  return { to, ...submissionConfirmation[language](details) };
}
