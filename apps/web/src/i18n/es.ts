import { validationMessagesEs } from '@benefits/domain';
import es from './locales/es.json';

// Loaded on demand (dynamic import) so the landing page does not carry it.
export const esCatalog = { ...es, validation: validationMessagesEs };
export default esCatalog;
