import type { Language } from '../messages/index.js';
import type { AttestationName } from '../schemas/submission.js';

/**
 * SPEC 2 final review: what each of the four attestations says, in each language. The
 * final review shows them and the receipt prints them as attested.
 */
export const attestationTexts: Readonly<Record<Language, Record<AttestationName, string>>> = {
  en: {
    accurateInformation:
      'The information in this application is true, correct and complete to the best of my knowledge.',
    understandPenalties:
      'I understand that giving false information on purpose, or hiding information, can lead to penalties, repaying benefits and prosecution.',
    allowVerification:
      'I allow the agency to check my information with employers, banks and other agencies.',
    consentToContact:
      'I agree that the agency may contact me by phone, email or mail about this application.',
  },
  es: {
    accurateInformation:
      'La información de esta solicitud es verdadera, correcta y completa según mi conocimiento.',
    understandPenalties:
      'Entiendo que dar información falsa a propósito, u ocultar información, puede traer sanciones, tener que devolver beneficios y un proceso judicial.',
    allowVerification:
      'Permito que la agencia verifique mi información con empleadores, bancos y otras agencias.',
    consentToContact:
      'Acepto que la agencia me contacte por teléfono, correo electrónico o correo postal sobre esta solicitud.',
  },
};
