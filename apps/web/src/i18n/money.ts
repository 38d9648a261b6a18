import { formatDollars as dollarsIn, formatUsd as usdIn } from '@benefits/domain';
import { currentLanguage } from './index';

/** Cents as money in the interface language ("$1,234.50", "1 234,50 $"): issue 20, by Intl. */
export function formatUsd(cents: number): string {
  return usdIn(cents, currentLanguage());
}

/** Dollars as money in the interface language. */
export function formatDollars(dollars: number): string {
  return dollarsIn(dollars, currentLanguage());
}
