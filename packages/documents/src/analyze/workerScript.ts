import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What `new Worker` takes: a script URL, or source to evaluate. */
export interface WorkerScript {
  script: URL | string;
  eval: boolean;
}

/**
 * How to start a worker thread from the module at `callerUrl` (its `import.meta.url`). From a
 * bundle: `bundledFile` next to it. From TypeScript source (tsx, vitest): a tiny bootstrap that
 * registers tsx's loader, then imports `sourceFile` next to the caller (Node 20 workers ignore
 * `--import tsx` for their entry file).
 */
export function workerScript(
  callerUrl: string,
  bundledFile: string,
  sourceFile: string,
): WorkerScript {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(bundledFile, callerUrl), eval: false };
  const require = createRequire(callerUrl);
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL(sourceFile, callerUrl).href;
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(tsx)}));`;
  return { script, eval: true };
}
