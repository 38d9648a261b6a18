import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'assistant',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
  },
});
