import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

// The server tests share one module graph (vitest.config.ts), so whether pdfjs-dist was loaded
// before nativeJson.ts depends on the order of files: a fresh process shows it as main.ts runs.
const appModule = fileURLToPath(new URL('./app.ts', import.meta.url));
const script = `
const stringify = JSON.stringify;
const parse = JSON.parse;
const { buildApp } = await import(${JSON.stringify(appModule)});
const replaced = JSON.stringify !== stringify || JSON.parse !== parse;
await buildApp({ config: null }).catch(() => {});
console.log(JSON.stringify({ replaced, stringify: JSON.stringify === stringify, parse: JSON.parse === parse }));
`;

it('loading and building the app leave the native JSON functions in place', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: fileURLToPath(new URL('..', import.meta.url)) },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  // Decision 0725: loading the app no longer loads pdfjs-dist (the documents package loads it on
  // the first PDF read and puts them back); building it keeps them whatever was loaded.
  expect(result).toEqual({ replaced: false, stringify: true, parse: true });
}, 60_000);
