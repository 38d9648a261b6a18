// `npm run bench:mobile` (issue 21): Lighthouse's mobile profile (simulated 150 ms RTT,
// 1.6 Mbps, 4x CPU slowdown) on the landing page, the screener, the dashboard and every wizard
// step signed in, three runs each, against the built app on a fresh embedded database. Prints
// the median LCP, TBT, CLS, bytes on the wire and script bytes on the wire per page, and fails
// when a page is over mobile-budget.json. Uses Debian's chromium (CHROMIUM_PATH to change it).
// BENCH_MOBILE_RUNS sets the runs per page; BENCH_MOBILE_NO_BUILD=1 reuses the last build;
// BENCH_MOBILE_PAGES (comma-separated names, e.g. "landing,step: income-categories") measures
// only those;
// BENCH_MOBILE_REPORT_DIR keeps each run's Lighthouse report (JSON) there to see where time goes.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../../..');
const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, '../mobile-budget.json')));
const runs = Number(process.env.BENCH_MOBILE_RUNS ?? 3);
const port = Number(process.env.BENCH_MOBILE_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;

if (!process.env.BENCH_MOBILE_NO_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-mobile-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  // Up to 3 minutes: on a loaded machine the embedded database takes a while to start.
  for (let i = 0; i < 720; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}

/** The wizard's steps in order, read from the domain's catalog (packages/domain is TypeScript). */
function wizardSteps() {
  const source = readFileSync(
    path.join(root, 'packages/domain/src/catalogs/wizardSteps.ts'),
    'utf8',
  );
  const list = /export const wizardSteps = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const steps = [...list.matchAll(/'([a-z-]+)'/g)].map(([, step]) => step);
  if (steps.length < 10) throw new Error('bench:mobile: the wizard steps were not found');
  return steps;
}

/** A registered applicant's session cookie and a draft application's id. */
async function signedInApplicant() {
  const register = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: `bench-${Date.now()}@example.org`,
      phone: '5125550100',
      zipCode: '78701',
      agreeToTerms: true,
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await fetch(`${origin}/api/applications`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ selectedBenefits: ['snap', 'medicaid-magi'] }),
  });
  if (!created.ok) throw new Error(`application: ${created.status} ${await created.text()}`);
  return { cookie, id: (await created.json()).id };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(chrome, url, cookie, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  // A run Lighthouse could not finish (the page took too long on a loaded machine) is run again.
  if (result.lhr.runtimeError) {
    if (attempt < 3) return measure(chrome, url, cookie, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
  const reportDir = process.env.BENCH_MOBILE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${cookie ? 'in' : 'out'}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
  }
  const { audits } = result.lhr;
  const scripts = audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    scriptBytes: scripts?.transferSize ?? 0,
  };
}

let failed = false;
try {
  await waitForServer();
  const { cookie, id } = await signedInApplicant();
  const only = process.env.BENCH_MOBILE_PAGES?.split(',').map((name) => name.trim());
  // Every wizard step (the domain's list), each as a freshly created application opens it.
  const allPages = [
    { name: 'landing', url: '/' },
    { name: 'screener', url: '/screener' },
    { name: 'dashboard', url: '/', signedIn: true },
    ...wizardSteps().map((step) => ({
      name: `step: ${step}`,
      url: `/application/${step}?id=${id}`,
      signedIn: true,
    })),
  ];
  const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await measure(chrome, origin + page.url, page.signedIn ? cookie : undefined));
      const row = { name: page.name };
      for (const key of ['lcp', 'tbt', 'cls', 'bytes', 'scriptBytes'])
        row[key] = median(samples.map((sample) => sample[key]));
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nLighthouse mobile, median of ${runs} runs per page (budget: LCP <= ${budget.lcpMs} ms, TBT <= ${budget.tbtMs} ms, CLS <= ${budget.cls}, landing script <= ${budget.landingScriptKB} KB)`,
  );
  console.log('| Page | LCP | TBT | CLS | On the wire | Script on the wire | Over budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const over = [];
    if (row.lcp > budget.lcpMs) over.push('LCP');
    if (row.tbt > budget.tbtMs) over.push('TBT');
    if (row.cls > budget.cls) over.push('CLS');
    if (row.name === 'landing' && row.scriptBytes > budget.landingScriptKB * 1024)
      over.push('script');
    if (over.length) failed = true;
    console.log(
      `| ${row.name} | ${Math.round(row.lcp)} ms | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kb(row.bytes)} | ${kb(row.scriptBytes)} | ${over.join(', ') || 'no'} |`,
    );
  }
} finally {
  stop();
}
if (failed) {
  console.log('\nOver budget (mobile-budget.json).');
  process.exitCode = 1;
}
