import es from './locales/es.json';

// What the first screen shows in Spanish, loaded on demand (dynamic import) so the English
// landing page does not carry it. The rest is in esPages.ts, the later wizard steps' texts in
// esWizard.ts.
const esCoreCatalog = { ...es };
export default esCoreCatalog;
