// SPEC 5: validation messages. The English text is the spec's, word for word.
// Schemas carry the key; the server and the web turn it into text with `validationMessage`.
export const validationMessagesEn = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Valid phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  zipInvalid: 'Valid ZIP code is required',
  termsRequired: 'You must agree to the terms',
  benefitsRequired: 'Please select at least one benefit to continue with your application.',
  workChoiceRequired: 'Please select an option to continue with your application.',
  codeInvalid: 'Enter the 6-digit code from your email.',
  benefitUnknown: 'Choose benefits from the list.',
  requestInvalid: 'Some of the information sent is not valid.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;
