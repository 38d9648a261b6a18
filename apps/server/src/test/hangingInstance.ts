import { startInstance } from '../instance.js';

// The two-process test's first instance (src/jobs/twoProcesses.test.ts): the real app, whose
// document reading never ends, as one killed in the middle of OCR looks to the others.
const { app, config } = await startInstance(undefined, {
  documentAnalyzer: {
    read: () => new Promise(() => undefined),
    close: async () => undefined,
  },
});
await app.listen({ port: config.port, host: '127.0.0.1' });
