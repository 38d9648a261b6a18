import { attestationNames, attestationTexts } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { languagesWithTexts, wholeCatalog } from '../../i18n/allCatalogs';
import type { Language } from '../../i18n/languages';

describe('step 12 attestations', () => {
  it('say exactly what the receipt prints as attested (the domain texts), in every language', () => {
    for (const language of ['en', ...languagesWithTexts] as Language[]) {
      const review = wholeCatalog(language).review;
      for (const name of attestationNames)
        expect(review.attestations[name], `${language} ${name}`).toBe(
          attestationTexts[language][name],
        );
    }
  });
});
