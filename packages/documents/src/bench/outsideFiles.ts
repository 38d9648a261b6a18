// Writes the outside samples (corpus/outside/outside.json) into a folder from local git copies of
// their source repositories, at the commit the manifest names, and checks each SHA-256 it records:
//   npx tsx src/bench/outsideFiles.ts --mirrors <folder> --dir <folder> [--split <split>]
// A repository 'owner/name' is looked for as <mirrors>/owner+name/repo (the layout of the
// session's `fetch` tool), <mirrors>/owner+name or <mirrors>/name (a `git clone`). A path
// 'archive.zip:entry' is unzipped from the archive. The files are never committed.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.object({
  sources: z.record(z.string(), z.object({ repo: z.string(), commit: z.string() })),
  documents: z.array(
    z.object({
      id: z.string(),
      split: z.string(),
      source: z.string(),
      path: z.string(),
      file: z.string(),
      sha256: z.string().optional(),
    }),
  ),
});

function gitDir(mirrors: string, repo: string): string | undefined {
  const [owner, name] = repo.split('/') as [string, string];
  const candidates = [
    join(mirrors, `${owner}+${name}`, 'repo'),
    join(mirrors, `${owner}+${name}`),
    join(mirrors, name),
  ];
  return candidates.find((candidate) => existsSync(candidate));
}

function show(dir: string, commit: string, path: string): Buffer {
  return execFileSync('git', ['-C', dir, 'show', `${commit}:${path}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const mirrors = value('--mirrors');
  const out = value('--dir');
  if (!mirrors || !out) throw new Error('--mirrors <folder of repositories> --dir <output folder>');
  const only = value('--split');
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(new URL('../corpus/outside/outside.json', import.meta.url), 'utf8')),
  );
  let missing = 0;
  for (const document of manifest.documents) {
    if (only && document.split !== only) continue;
    const source = manifest.sources[document.source]!;
    const dir = gitDir(mirrors, source.repo);
    if (!dir) {
      console.log(`no copy of ${source.repo} (for ${document.id})`);
      missing += 1;
      continue;
    }
    const [archive, entry] = document.path.split(/:(?=[^:]+$)/) as [string, string?];
    let bytes = show(dir, source.commit, archive);
    if (entry) {
      const scratch = mkdtempSync(join(tmpdir(), 'outside-'));
      const zip = join(scratch, 'archive.zip');
      writeFileSync(zip, bytes);
      // The manifest names the entry; the archive may keep it in a folder.
      const names = execFileSync('unzip', ['-Z1', zip]).toString().split('\n');
      const name = names.find((line) => line === entry || line.endsWith(`/${entry}`)) ?? entry;
      bytes = execFileSync('unzip', ['-p', zip, name], {
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    const sha = createHash('sha256').update(bytes).digest('hex');
    const target = join(out, document.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    const check =
      document.sha256 === undefined
        ? 'no sha256 recorded'
        : document.sha256 === sha
          ? 'sha256 ok'
          : 'SHA256 DIFFERS';
    console.log(`${document.id}: ${target} (${check})`);
  }
  if (missing) console.log(`${missing} documents without a local copy of their repository`);
}

main();
