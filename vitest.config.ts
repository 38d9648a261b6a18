import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/assistant',
      'packages/documents',
      'apps/server',
      'apps/web',
    ],
  },
});
