// `npm run docs:check`: fails when docs/decisions/README.md is stale, a record is malformed, or
// README.md or a Markdown file under docs/ links to a file not in the repository or outside it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { indexPath, readRecords, renderIndex, root } from './decisions-index.mjs';

const problems = [];

const { records, problems: recordProblems } = readRecords();
problems.push(...recordProblems);
const current = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
if (current !== renderIndex(records)) {
  problems.push('docs/decisions/README.md is stale: run `npm run docs:index`');
}

/** Files of the repository: tracked or new, not ignored (what a clone or the next commit has). */
function repositoryFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root });
    return new Set(out.toString('utf8').split('\0').filter(Boolean));
  } catch {
    return null; // not a git checkout: fall back to the file system
  }
}
const files = repositoryFiles();
const inRepository = (path) => {
  if (!files) return existsSync(join(root, path));
  if (files.has(path)) return true;
  const folder = `${path.replace(/\/$/, '')}/`;
  for (const file of files) if (file.startsWith(folder)) return true;
  return false;
};

function markdownFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const external = /^(?:[a-z][a-z0-9+.-]*:|#)/i;
const inlineLink = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const referenceLink = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;

for (const file of ['README.md', ...markdownFiles('docs')]) {
  const text = readFileSync(join(root, file), 'utf8')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const targets = [...text.matchAll(inlineLink), ...text.matchAll(referenceLink)].map((m) => m[1]);
  for (const target of targets) {
    if (external.test(target)) continue;
    const path = decodeURI(target.split('#')[0]);
    if (path === '') continue;
    const resolved = relative(root, join(root, path.startsWith('/') ? '' : dirname(file), path));
    if (resolved.startsWith('..') || resolved === '') {
      problems.push(`${file}: link to ${target} points outside the repository`);
    } else if (!inRepository(resolved.split(sep).join('/'))) {
      problems.push(`${file}: link to ${target}: no such file in the repository`);
    }
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  process.exitCode = 1;
} else {
  console.log(`docs: ${records.length} decision records, index current, links resolve`);
}
