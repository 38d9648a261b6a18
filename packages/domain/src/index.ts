export * from './catalogs/benefits.js';
export * from './catalogs/wizardSteps.js';
export * from './formats/phone.js';
export * from './messages/index.js';
export * from './schemas/applications.js';
export * from './schemas/auth.js';
export * from './schemas/errors.js';
export * from './schemas/fields.js';
