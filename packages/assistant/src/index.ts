// The built-in chat assistant (issue 8): knowledge base, retrieval and answers. Pure: the only
// data it reads are the compiled articles and the ApplicantContext it is given.
export * from './applicant.js';
export * from './assistant.js';
export * from './estimate.js';
export * from './facts.js';
export * from './knowledge.js';
export * from './search.js';
export * from './synonyms.js';
export * from './text.js';
export * from './types.js';
