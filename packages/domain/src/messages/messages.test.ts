import { describe, expect, it } from 'vitest';
import { applicantLanguageCodes } from '../catalogs/languages.js';
import { expectTranslated, translatedLanguages } from '../catalogs/translations.test-util.js';
import { formatTypedAmount } from '../money/typedAmount.js';
import {
  isLanguage,
  isValidationMessageKey,
  validationMessage,
  validationMessagesAr,
  validationMessagesByLanguage,
  validationMessagesEn,
  validationMessagesEs,
  validationMessagesFr,
  validationMessagesHt,
  validationMessagesKo,
  validationMessagesPt,
  validationMessagesRu,
  validationMessagesTl,
  validationMessagesVi,
  validationMessagesZh,
} from './index.js';

describe('validation messages', () => {
  // SPEC 5 and SPEC 8: the English text is the spec's, word for word.
  it.each([
    ['firstNameRequired', 'First name is required'],
    ['lastNameRequired', 'Last name is required'],
    ['emailInvalid', 'Valid email is required'],
    ['phoneInvalid', 'Valid phone number is required'],
    ['phoneDigits', 'Phone number must be 10 digits'],
    ['zipInvalid', 'Valid ZIP code is required'],
    ['termsRequired', 'You must agree to the terms'],
    ['benefitsRequired', 'Please select at least one benefit to continue with your application.'],
    ['workChoiceRequired', 'Please select an option to continue with your application.'],
    ['incomeSourceRequired', 'Income source is required'],
    ['amountRequired', 'Amount is required'],
    ['amountInvalid', 'Amount must be a valid number'],
    ['expenseTypeRequired', 'Expense type is required'],
    ['descriptionRequired', 'Description is required'],
    ['notesRequired', 'Notes Required - Please provide an explanation before continuing.'],
    ['filesRequired', 'No Files Selected - Please select at least one document to upload.'],
    // Issue 18: the spec's 'No Transactions Selected ...' rewritten at grade 6.
    ['transactionsRequired', 'No Deposits Chosen - Please pick at least one deposit to check.'],
    ['applicationIdMissing', 'Application ID is missing. Please restart the process.'],
    ['categoryMissing', 'Category information is missing.'],
    ['tooManyFiles', 'Too many files'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(validationMessage(key)).toBe(text);
    expect(validationMessage(key, 'en')).toBe(text);
  });

  it('maps every applicant language to its own module', () => {
    expect(Object.keys(validationMessagesByLanguage).sort()).toEqual(
      [...applicantLanguageCodes].sort(),
    );
    expect(validationMessagesByLanguage).toEqual({
      en: validationMessagesEn,
      es: validationMessagesEs,
      zh: validationMessagesZh,
      vi: validationMessagesVi,
      ko: validationMessagesKo,
      tl: validationMessagesTl,
      ru: validationMessagesRu,
      ar: validationMessagesAr,
      ht: validationMessagesHt,
      fr: validationMessagesFr,
      pt: validationMessagesPt,
    });
  });

  it.each(translatedLanguages)('has every key in %s, translated, with the same numbers', (code) => {
    const catalog = validationMessagesByLanguage[code];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(validationMessagesEn).sort());
    for (const [key, english] of Object.entries(validationMessagesEn)) {
      expectTranslated(english, validationMessage(key, code), `${code}.${key}`);
    }
  });

  it.each(applicantLanguageCodes)(
    'writes the amount examples in %s as its amounts are typed',
    (code) => {
      const example = formatTypedAmount(132012, code);
      for (const key of ['amountLetters', 'amountTooManyDecimals', 'amountUnclear'] as const) {
        expect(validationMessage(key, code)).toContain(example);
      }
    },
  );

  it('falls back to the generic message for unknown keys', () => {
    expect(validationMessage('nope')).toBe('Some of the information sent is not valid.');
    expect(validationMessage('nope', 'es')).toBe(validationMessagesEs.requestInvalid);
    expect(validationMessage('nope', 'ar')).toBe(validationMessagesAr.requestInvalid);
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey('amountRequired')).toBe(true);
  });

  it('knows its languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('xx')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
