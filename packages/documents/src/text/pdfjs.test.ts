import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

// Decision 0725, in a fresh process (a test run may have loaded pdfjs-dist already): importing
// the package leaves the native JSON functions alone, reading a PDF loads pdfjs-dist and puts
// them back, while importing pdfjs-dist itself replaces them (what the loader guards against).
const indexModule = fileURLToPath(new URL('../index.ts', import.meta.url));
const loaderModule = fileURLToPath(new URL('./pdfjs.ts', import.meta.url));
const script = `
const stringify = JSON.stringify;
const parse = JSON.parse;
const same = () => JSON.stringify === stringify && JSON.parse === parse;
await import(${JSON.stringify(indexModule)});
const afterImport = same();
const { loadPdfjs } = await import(${JSON.stringify(loaderModule)});
const pdfjs = await loadPdfjs();
const afterLoad = same() && typeof pdfjs.getDocument === 'function';
console.log(JSON.stringify({ afterImport, afterLoad }));
`;
const direct = `
const stringify = JSON.stringify;
await import('pdfjs-dist/legacy/build/pdf.mjs');
console.log(stringify({ replaced: JSON.stringify !== stringify }));
`;

async function run(source: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', source],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)) },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

it('pdfjs-dist is loaded on first use and leaves the native JSON functions in place', async () => {
  expect(await run(direct)).toEqual({ replaced: true });
  expect(await run(script)).toEqual({ afterImport: true, afterLoad: true });
}, 60_000);
