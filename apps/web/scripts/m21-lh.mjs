import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const cookie = process.argv[3];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
});
const a = r.lhr.audits;
console.log(
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'FCP',
  a['first-contentful-paint'].numericValue,
  'TBT',
  a['total-blocking-time'].numericValue,
  'CLS',
  a['cumulative-layout-shift'].numericValue,
);
console.log(
  'long tasks',
  JSON.stringify(
    a['long-tasks']?.details?.items?.map((i) => [
      i.url?.slice(-40),
      Math.round(i.startTime),
      Math.round(i.duration),
    ]),
  ),
);
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time']?.details?.items?.map((i) => [
      i.url.slice(-40),
      Math.round(i.total),
      Math.round(i.scripting),
      Math.round(i.scriptParseCompile),
    ]),
  ),
);
console.log(
  'breakdown',
  JSON.stringify(
    a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)]),
  ),
);

console.log(
  'lcp phases',
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items),
);
console.log('chains', JSON.stringify(a['critical-request-chains']?.details?.longestChain));
console.log(
  'net',
  JSON.stringify(
    a['network-requests'].details.items.map((i) => [
      i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50),
      Math.round(i.networkRequestTime),
      Math.round(i.networkEndTime),
      i.transferSize,
    ]),
  ),
);
await chrome.kill();
