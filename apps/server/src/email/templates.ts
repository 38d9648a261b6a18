import type { Language } from '@benefits/domain';
import type { EmailMessage } from './port.js';

// Plain words, short sentences: people read these on a phone.
const signInCode: Record<Language, (code: string, minutes: number) => Omit<EmailMessage, 'to'>> = {
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
};

export function signInCodeEmail(
  to: string,
  code: string,
  minutes: number,
  language: Language,
): EmailMessage {
  return { to, ...signInCode[language](code, minutes) };
}

const signInLocked: Record<Language, (tries: number) => Omit<EmailMessage, 'to'>> = {
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
};

/** Decision 0381: after the 5th wrong code, the owner hears that the code was stopped. */
export function signInLockedEmail(to: string, tries: number, language: Language): EmailMessage {
  return { to, ...signInLocked[language](tries) };
}

/** What the submission confirmation says: the applicant's own first name and nothing else personal. */
export interface SubmissionConfirmation {
  firstName: string;
  confirmationNumber: string;
  benefits: string[];
  helpContacts: { phone: string; email: string };
}

const submissionConfirmation: Record<
  Language,
  (details: SubmissionConfirmation) => Omit<EmailMessage, 'to'>
> = {
  en: ({ firstName, confirmationNumber, benefits, helpContacts }) => ({
    subject: `We received your application ${confirmationNumber}`,
    text: [
      `Hello ${firstName},`,
      `We received your benefits application. Your confirmation number is ${confirmationNumber}. Keep it: you need it when you call or write to us.`,
      `You applied for: ${benefits.join(', ')}.`,
      'Processing usually takes 10-15 business days. Review starts within 2-3 business days.',
      [
        'What happens next:',
        '1. Review: a caseworker starts looking at your application within 2-3 business days.',
        '2. Checks: we check your information and may ask you for more documents.',
        '3. Interview: some programs need a short interview, usually by phone.',
        '4. Decision: you get a letter with the decision, usually in 10-15 business days.',
      ].join('\n'),
      `Questions? Call ${helpContacts.phone} (Mon-Fri 8AM-5PM) or email ${helpContacts.email} (we answer within 24 hours).`,
      'We will never ask for your password or your full Social Security number by email.',
    ].join('\n\n'),
  }),
  es: ({ firstName, confirmationNumber, benefits, helpContacts }) => ({
    subject: `Recibimos su solicitud ${confirmationNumber}`,
    text: [
      `Hola, ${firstName}:`,
      `Recibimos su solicitud de beneficios. Su número de confirmación es ${confirmationNumber}. Guárdelo: lo necesita cuando nos llame o escriba.`,
      `Usted pidió: ${benefits.join(', ')}.`,
      'El trámite suele tomar 10-15 días hábiles. La revisión empieza en 2-3 días hábiles.',
      [
        'Qué pasa ahora:',
        '1. Revisión: una persona encargada empieza a revisar su solicitud en 2 a 3 días hábiles.',
        '2. Verificación: revisamos su información y puede que le pidamos más documentos.',
        '3. Entrevista: algunos programas necesitan una entrevista corta, casi siempre por teléfono.',
        '4. Decisión: le llega una carta con la decisión, casi siempre en 10 a 15 días hábiles.',
      ].join('\n'),
      `¿Preguntas? Llame al ${helpContacts.phone} (de lunes a viernes, de 8 a. m. a 5 p. m.) o escriba a ${helpContacts.email} (contestamos en 24 horas).`,
      'Nunca le pediremos su contraseña ni su número de Seguro Social completo por correo.',
    ].join('\n\n'),
  }),
};

export function submissionConfirmationEmail(
  to: string,
  details: SubmissionConfirmation,
  language: Language,
): EmailMessage {
  return { to, ...submissionConfirmation[language](details) };
}
