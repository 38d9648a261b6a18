import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { databaseName, extraPort } from './paths.mjs';

/**
 * Starts another copy of the built app with extra settings, on its own port (E2E_PORT plus
 * `portOffset`), folder and database, so it can run beside the shared server and other workers.
 */
export async function startServer(options: {
  portOffset: number;
  name: string;
  env: Record<string, string>;
}) {
  const port = extraPort(options.portOffset);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../scripts/start-server.mjs')],
    {
      env: {
        ...process.env,
        ...options.env,
        E2E_SERVER_PORT: String(port),
        E2E_SERVER_DATA_DIR: path.resolve(import.meta.dirname, '..', `.data-${options.name}`),
        E2E_SERVER_DATABASE: `${databaseName}_${options.name}`,
      },
      stdio: 'inherit',
    },
  );
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server ${options.name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
