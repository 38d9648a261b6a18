import type { TFunction } from 'i18next';

// Issue 21 (TBT, decision 0800): a day written as Intl.DateTimeFormat's `dateStyle: 'medium'`
// writes it ("Nov 3, 2026"; "3 nov 2026"), with the words from the catalog (`dates.*`). The
// first Intl formatter a page makes loads ICU's locale data: 15-45 ms on this machine, four times
// that on Lighthouse's phone, inside the render of the page's data.

const MONTHS = [
  'month1',
  'month2',
  'month3',
  'month4',
  'month5',
  'month6',
  'month7',
  'month8',
  'month9',
  'month10',
  'month11',
  'month12',
] as const;

/** The day of `date` (in the phone's time zone, as Intl writes it), short month name. */
export function formatDay(t: TFunction, date: Date): string {
  const day = String(date.getDate());
  return t('dates.day', {
    // Some languages write the day with two digits ("03/11/2026" in Arabic).
    day: t('dates.dayDigits') === '2' ? day.padStart(2, '0') : day,
    month: t(`dates.${MONTHS[date.getMonth()] ?? 'month1'}`),
    year: date.getFullYear(),
  });
}
