import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites that measure how documents are read and receipts drawn. Their database part is the
 * upload, analyze and receipt routes that `analyze.test.ts`, `documents.test.ts` and
 * `receipt.test.ts` run on both databases; what they add is OCR and PDF work, the same on either.
 * On PostgreSQL (TEST_DATABASE_URL set) they are left out, so they run once, on PGlite
 * (decision 0530).
 */
const readingSuites = [
  'src/modules/documents/analyzeRealLayouts.test.ts',
  'src/modules/documents/analyzeEveryKind.test.ts',
  'src/modules/documents/analyzeWithAi.test.ts',
  'src/modules/documents/analysisOffEventLoop.test.ts',
  'src/modules/submission/receiptRenderer.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? readingSuites : [])],
    // One worker process runs many files: no file mocks modules or globals, every test app
    // brings its own database, and re-importing the server for each file cost more than the
    // tests themselves (decision 0243).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
