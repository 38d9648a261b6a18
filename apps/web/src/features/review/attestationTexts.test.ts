import { attestationNames, attestationTexts } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/review.json';
import es from '../../i18n/locales/es/review.json';

describe('step 12 attestations', () => {
  it('say exactly what the receipt prints as attested (the domain texts)', () => {
    for (const name of attestationNames) {
      expect(en.attestations[name]).toBe(attestationTexts.en[name]);
      expect(es.attestations[name]).toBe(attestationTexts.es[name]);
    }
  });
});
