import { wholeCatalog } from './allCatalogs';

/** The whole Spanish catalog, for the tests that compare it with English's. */
export const esCatalog = wholeCatalog('es');
export default esCatalog;
