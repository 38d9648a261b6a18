import {
  type CreateIncomeEntryInput,
  type ExtractedIncome,
  extractedIncomeToEntry,
  type IncomeEntry,
  normalizeFrequency,
} from '@benefits/domain';
import {
  browserStorage,
  readStoredJson as readJson,
  writeStoredJson as writeJson,
} from '../../wizard/storage';
import { needsCheck } from './incomeChecks';

// SPEC 4: extracted income becomes income entries (mapped category, W-2 for wages, comment
// 'Auto-extracted from {document source}'). They are created when the applicant chooses
// 'Continue with Documents', and never twice for the same extracted item.

/** What identifies an extracted item: its document, category, payer, amount and frequency. */
export function extractedItemKey(item: ExtractedIncome): string {
  const entry = extractedIncomeToEntry(item);
  return [
    (item.documentSource ?? '').trim().toLowerCase(),
    entry.categoryId,
    entry.source.toLowerCase(),
    entry.amount,
    normalizeFrequency(item.frequency) ?? entry.frequency,
  ].join('|');
}

export interface PlannedEntry {
  key: string;
  body: CreateIncomeEntryInput;
  confidence: number;
}

/**
 * The entries to create for an analysis: one per extracted item not added before (its key is
 * remembered) and not already among the applicant's entries (same category, source and
 * 'Auto-extracted from' comment, so an entry edited since still counts). Duplicates within the
 * analysis are added once.
 */
export function plannedEntries(
  applicationId: number,
  items: readonly ExtractedIncome[],
  added: ReadonlySet<string>,
  existing: readonly Pick<IncomeEntry, 'categoryId' | 'source' | 'comment'>[],
): PlannedEntry[] {
  const seen = new Set(added);
  const result: PlannedEntry[] = [];
  for (const item of items) {
    // Decisions 0261, 0262: an item read unsurely (or of unknown pay frequency) is never
    // pre-filled: the applicant checks it first, and the checked item comes here instead.
    if (needsCheck(item)) continue;
    const key = extractedItemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    const { confidence, ...entry } = extractedIncomeToEntry(item);
    const present = existing.some(
      (other) =>
        other.categoryId === entry.categoryId &&
        other.source.trim().toLowerCase() === entry.source.toLowerCase() &&
        (other.comment ?? '').trim() === entry.comment,
    );
    if (present) continue;
    result.push({ key, confidence, body: { applicationId, ...entry, confidence } });
  }
  return result;
}

function addedKey(applicationId: number) {
  return `benefits.extractedAdded.${applicationId}`;
}

/** The keys of the extracted items already added as entries for this application. */
export function readAddedItems(applicationId: number, storage = browserStorage()): Set<string> {
  const value = readJson(storage, addedKey(applicationId));
  return new Set(
    Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [],
  );
}

export function rememberAddedItem(applicationId: number, key: string, storage = browserStorage()) {
  const keys = readAddedItems(applicationId, storage);
  keys.add(key);
  writeJson(storage, addedKey(applicationId), [...keys]);
}
