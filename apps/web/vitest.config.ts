import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    // Component tests (*.test.tsx) ask for happy-dom in their first line.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
