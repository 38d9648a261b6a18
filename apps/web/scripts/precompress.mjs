// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of
// dist/ of 1 KB or more, once, at build time; the server sends the copy the browser accepts
// (@fastify/static preCompressed). Compressing on each request would cost the CPU every time
// (issue 21; decision 0372).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  plain += bytes.length;
  brotli += br.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${count} files: ${kb(plain)} -> ${kb(brotli)} brotli`);
