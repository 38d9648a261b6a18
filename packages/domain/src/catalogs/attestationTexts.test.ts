import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../messages/index.js';
import { attestationNames } from '../schemas/submission.js';
import { attestationTexts } from './attestationTexts.js';

describe('attestationTexts', () => {
  it('words all four attestations in every language', () => {
    for (const language of supportedLanguages) {
      for (const name of attestationNames) {
        expect(attestationTexts[language][name].length).toBeGreaterThan(20);
      }
    }
  });
});
