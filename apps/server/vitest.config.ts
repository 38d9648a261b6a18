import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One worker process runs many files: no file mocks modules or globals, every test app
    // brings its own database, and re-importing the server for each file cost more than the
    // tests themselves (decision 0243).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
