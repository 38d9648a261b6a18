// Writes each language's date and list words (`dates.*`, `list.*` in locales/<code>/pages.json)
// from Intl's CLDR data, so formatDay and joinList (decision 0800: catalog words instead of an
// Intl formatter on the page) write exactly what Intl.DateTimeFormat's medium style and
// Intl.ListFormat write in that language. Languages CLDR has no data for (Haitian Creole) keep
// their translator's words. Run: node apps/web/scripts/intlTexts.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const locales = path.resolve(import.meta.dirname, '../src/i18n/locales');
const intlLocales = {
  zh: 'zh-Hans-US',
  vi: 'vi-US',
  ko: 'ko-US',
  tl: 'fil-US',
  ru: 'ru-US',
  ar: 'ar-US-u-nu-latn',
  fr: 'fr-US',
  pt: 'pt-US',
};

function dateTexts(locale) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const texts = {};
  let pattern = '';
  let digits = '1';
  for (let month = 0; month < 12; month += 1) {
    const parts = format.formatToParts(new Date(Date.UTC(2026, month, 3)));
    texts[`month${month + 1}`] = parts.find((part) => part.type === 'month').value;
    if (month === 0) {
      pattern = parts
        .map((part) =>
          ['day', 'month', 'year'].includes(part.type) ? `{{${part.type}}}` : part.value,
        )
        .join('');
      digits = parts.find((part) => part.type === 'day').value === '03' ? '2' : '1';
    }
  }
  return { day: pattern, ...texts, dayDigits: digits };
}

function listTexts(locale) {
  const format = new Intl.ListFormat(locale, { type: 'conjunction' });
  const two = format
    .format(['\u0001', '\u0002'])
    .replace('\u0001', '{{first}}')
    .replace('\u0002', '{{last}}');
  const three = format.formatToParts(['\u0001', '\u0002', '\u0003']);
  const separator = three[1].value;
  const more = `{{rest}}${three
    .slice(3)
    .map((part) => (part.type === 'element' ? '{{last}}' : part.value))
    .join('')}`;
  return { two, twoBeforeI: two, more, moreBeforeI: more, separator };
}

for (const language of readdirSync(locales)) {
  const locale = intlLocales[language];
  if (!locale) continue;
  const file = path.join(locales, language, 'pages.json');
  const pages = JSON.parse(readFileSync(file, 'utf8'));
  pages.dates = dateTexts(locale);
  pages.list = listTexts(locale);
  writeFileSync(file, `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`${language}: ${pages.dates.day} / ${pages.list.more}`);
}
