import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'assistant',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Pure code with no module mocks or globals: files share one module graph per worker
    // instead of re-importing it for each file (decision 0531).
    isolate: false,
  },
});
