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
