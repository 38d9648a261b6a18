import type { AfterSubmissionTexts } from './types.js';

export const afterSubmissionTextsEn: AfterSubmissionTexts = {
  interview: {
    required:
      'You must have an interview, most often by phone. The office will tell you the day and time. If you miss it, call them to set a new time.',
    noOffice: 'You do not have to go to an office for an interview.',
    mayAsk: 'The office may call you or ask you to come in with questions.',
    visit:
      'WIC will set a visit with you, in person or by phone. Bring proof of who you are, where you live and your income.',
    stateSets: 'Your state sets the next steps. Most states ask for an interview.',
  },
  decision: {
    days: 'You should get a letter with the decision within {{days}} days of the day you applied.',
    expedited:
      'Your answers show you may get SNAP fast: within {{days}} days of the day you applied. If not, you get a decision within {{normalDays}} days.',
    disability:
      'You should get a letter with the decision within {{days}} days. If you applied because of a disability, it can take up to {{disabilityDays}} days.',
    sooner:
      'WIC should tell you if you qualify within {{days}} days of when you asked. Some pregnant people and farmworker families hear within {{soonerDays}} days.',
    stateSets: 'Your letter will say when you get a decision.',
  },
  documents: {
    days: 'They may ask for papers, like pay stubs or a lease. You get at least {{days}} days to send them.',
    letter:
      'If they cannot check your facts, they may ask for papers. Send them by the date in the letter.',
  },
  changes: {
    snap: 'If you get SNAP, your letter says which changes to report and by when, like more pay.',
    health: 'Tell the office if you move, your pay changes, or someone joins or leaves your home.',
    wic: 'Tell your WIC office if you move or your income changes.',
    tanf: 'Tell your TANF office about changes, like new pay or a move. Your letter says how soon.',
  },
};
