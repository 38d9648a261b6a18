// SPEC 5: validation messages. The English text is the spec's, word for word, where the spec
// gives one (SPEC 5 forms, SPEC 5 verification inputs, SPEC 8 income-entry errors, SPEC 5
// drop messages). Keys marked "ours" are plain-language texts for cases the spec is silent on.
// Schemas carry the key; the server and the web turn it into text with `validationMessage`.
export const validationMessagesEn = {
  // SPEC 5: landing registration and wizard account forms
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Valid phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  zipInvalid: 'Valid ZIP code is required',
  termsRequired: 'You must agree to the terms',
  applicantIdInvalid: 'Your applicant number is not valid. Please start again.', // ours
  // SPEC 5: selections
  benefitsRequired: 'Please select at least one benefit to continue with your application.',
  workChoiceRequired: 'Please select an option to continue with your application.',
  codeInvalid: 'Enter the 6-digit code from your email.', // ours (DESIGN: sign-in code)
  benefitUnknown: 'Choose benefits from the list.', // ours
  requestInvalid: 'Some of the information sent is not valid.', // ours: generic fallback
  textInvalid: 'Remove the hidden or broken characters from this text and try again.', // ours (decision 0382)
  // SPEC 5: income form; SPEC 8: income entry with no application id / no category
  incomeSourceRequired: 'Income source is required',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a valid number',
  amountLetters: 'Use numbers only, like 1,320.12', // ours (docs/decisions/0060)
  amountTooManyDecimals: 'Use no more than 2 numbers after the dot, like 1,320.12', // ours
  amountUnclear: 'We cannot tell this amount. Write it like 1,320.12', // ours
  amountNegative: 'The amount cannot be less than 0.', // ours
  amountTooLarge: 'This amount is too large. Check it and try again.', // ours
  frequencyInvalid: 'Choose how often you get this money.', // ours
  applicationIdMissing: 'Application ID is missing. Please restart the process.',
  categoryMissing: 'Category information is missing.',
  hoursPerWeekInvalid: 'Enter the hours you work each week, from 0 to 168.', // ours
  hoursPerWeekWorkOnly: 'Hours per week can only be added to wages or self-employment income.', // ours
  commentTooLong: 'Please keep your comment under 1000 characters.', // ours
  // SPEC 5: expense form (+ DESIGN mileage)
  expenseTypeRequired: 'Expense type is required',
  expenseTypeNotAllowed:
    'This expense type does not fit this kind of income. Choose one from the list.', // ours
  descriptionRequired: 'Description is required',
  expenseFrequencyInvalid: 'Choose monthly or yearly.', // ours
  incomeEntryMissing: 'Choose the income source this expense belongs to.', // ours
  milesPerWeekRequired: 'Enter how many miles you drive for work each week.', // ours
  mileageExpenseOnly: 'Miles can only be added to a mileage expense.', // ours
  // SPEC 5: verification inputs
  notesRequired: 'Notes Required - Please provide an explanation before continuing.',
  filesRequired: 'No Files Selected - Please select at least one document to upload.',
  transactionsRequired: 'No Deposits Chosen - Please pick at least one deposit to check.', // issue 18: grade 6
  verificationMethodInvalid: 'Choose how you want to verify this income.', // ours
  payrollNotAllowed: 'Payroll can only verify W-2 wages or self-employment income.', // ours
  // SPEC 5: generic drop messages ('Too many files'); DESIGN: 10MB enforced
  tooManyFiles: 'Too many files',
  fileTooLarge: 'This file is larger than 10 MB. Please choose a smaller file.', // ours
  fileTypeInvalid: 'This type of file is not accepted. Please use PDF, PNG, JPG or JPEG.', // ours
  documentTypeInvalid: 'Choose what kind of document this is.', // ours
  // SPEC 5: submission
  attestationRequired: 'Please check this box to confirm before you submit.', // ours
  finalReviewRequired: 'Please review your application before you submit.', // ours
  acknowledgeIssuesRequired:
    'Please confirm that you have read the issues we found before you submit.', // ours
  // SPEC 5: chat
  chatMessageRequired: 'Please type a message.', // ours
  chatMessageTooLong: 'Please keep your message under 2000 characters.', // ours
  languageUnknown: 'Choose a language from the list.', // ours
  // Bank link (SPEC 7, DESIGN: plaid)
  bankTokenRequired: 'The bank connection was lost. Please connect your bank again.', // ours
  dateInvalid: 'Enter a date like 2026-01-31.', // ours
  dateRangeInvalid: 'The end date must be on or after the start date.', // ours
  dateRangeTooLong: 'Choose dates at most two years apart.', // ours
  bankInstitutionRequired: 'Choose your bank from the list.', // ours
  bankUsernameRequired: 'Enter the user name you use for online banking.', // ours
  bankPasswordRequired: 'Enter the password you use for online banking.', // ours
  // Issue 17: eligibility estimate (ours)
  stateInvalid: 'Choose your state from the list.', // ours
  membersRequired: 'Tell us about 1 to 20 people who live with you.', // ours
  ageInvalid: 'Enter an age in whole years, from 0 to 130.', // ours
  relationshipInvalid: 'Choose how this person is related to you.', // ours
  incomeMemberInvalid: 'Choose who gets this income.', // ours
  // Issue 18: home costs and money in the bank (ours)
  housingRequired: 'Choose rent, a home loan, or neither.', // ours
  housingCostRequired: 'Enter how much you pay for your home.', // ours
  costFrequencyInvalid: 'Choose how often you pay this.', // ours
  resourceKindRequired: 'Say what this money is, like "Savings bond".', // ours
  // Issue 18: household and address (ours)
  dateOfBirthInvalid: 'Enter a date of birth like 2015-04-30.', // ours
  dueDateInvalid: 'Enter the due date like 2027-03-15, only if she is pregnant.', // ours
  sexInvalid: 'Choose female, male or rather not say.', // ours
  citizenshipInvalid: 'Choose a citizenship or immigration status from the list.', // ours
  citizenshipNeededToApply:
    'To apply, this person must tell us if they are a citizen, or their status.', // ours
  applicantFirst: 'You are the first person on the list.', // ours
  oneSpouseOnly: 'Only one person can be your husband, wife or partner.', // ours
  streetRequired: 'Enter the street address.', // ours
  cityRequired: 'Enter the city or town.', // ours
  countyRequired: 'Enter the county.', // ours
  addressInvalid: 'Keep the apartment or unit under 60 characters.', // ours
  mailingChoiceRequired: 'Tell us if your mail comes to your home.', // ours
  mailingRequired: 'Enter the address where you get mail.', // ours
  buysFoodRequired: 'Tell us if this person buys and cooks food with you.', // ours
  incomeMemberUnknown: 'Choose someone on your list of people in your home.', // ours
  housingChoiceRequired: 'Tell us if you have a home address.', // ours
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;
