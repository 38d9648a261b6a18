import type { Language } from '../messages/index.js';
import type { AttestationName } from '../schemas/submission.js';

/**
 * SPEC 2 final review: what each of the four attestations says, in each language (issue 18:
 * in words a grade 6 reader knows). The final review shows them and the receipt prints them
 * as attested.
 */
export const attestationTexts: Readonly<Record<Language, Record<AttestationName, string>>> = {
  en: {
    accurateInformation: 'What I wrote in this application is true and complete, as far as I know.',
    understandPenalties:
      'I know that if I lie or leave things out on purpose, I may have to pay back benefits. I may also be fined or taken to court.',
    allowVerification:
      'I let the agency check what I wrote with my job, my bank and other offices.',
    consentToContact: 'The agency may call me, email me or send me mail about this application.',
  },
  es: {
    accurateInformation:
      'Lo que escribí en esta solicitud es verdadero y completo, según lo que sé.',
    understandPenalties:
      'Sé que si miento u oculto algo a propósito, puede que tenga que devolver beneficios. También me pueden multar o llevar a juicio.',
    allowVerification:
      'Permito que la agencia revise lo que escribí con mi trabajo, mi banco y otras oficinas.',
    consentToContact:
      'La agencia puede llamarme, escribirme un correo electrónico o enviarme cartas sobre esta solicitud.',
  },
};
