import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  isValidationMessageKey,
  validationMessage,
  validationMessagesEn,
  validationMessagesEs,
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

  it('has every key in Spanish, translated and non-empty', () => {
    expect(Object.keys(validationMessagesEs).sort()).toEqual(
      Object.keys(validationMessagesEn).sort(),
    );
    for (const key of Object.keys(validationMessagesEn)) {
      const es = validationMessage(key, 'es');
      expect(es.trim()).not.toBe('');
      expect(es).not.toBe(validationMessage(key, 'en'));
    }
  });

  it('falls back to the generic message for unknown keys', () => {
    expect(validationMessage('nope')).toBe('Some of the information sent is not valid.');
    expect(validationMessage('nope', 'es')).toBe(validationMessagesEs.requestInvalid);
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey('amountRequired')).toBe(true);
  });

  it('knows its languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
