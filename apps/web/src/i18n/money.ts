import { formatDollars as dollarsIn, formatUsd as usdIn } from '@benefits/domain';
import { currentLanguage } from './index';
import { languageOptions } from './languages';

// An amount inside right-to-left text is kept left to right as one piece (Unicode's
// left-to-right isolate, U+2066 ... U+2069), so "1,234.50 US$" never has its parts reordered
// around the Arabic words next to it (issue 20).
function isolated(text: string): string {
  return languageOptions[currentLanguage()]?.dir === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** Cents as money in the interface language ("$1,234.50", "1 234,50 $"): issue 20, by Intl. */
export function formatUsd(cents: number): string {
  return isolated(usdIn(cents, currentLanguage()));
}

/** Dollars as money in the interface language. */
export function formatDollars(dollars: number): string {
  return isolated(dollarsIn(dollars, currentLanguage()));
}
