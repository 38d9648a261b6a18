import type { IncomeEntry } from '@benefits/domain';
import {
  browserStorage,
  type KeyValueStorage,
  readStoredJson,
  writeStoredJson,
} from '../../wizard/storage';

// The income step is one checklist (issue 18, decision 0340): the kinds of income the applicant ticks,
// each opened into its entries. A kind with entries is always ticked (the entries say so); a
// kind ticked with nothing added yet, and "None of these", are kept in browser storage per
// application, so going back and coming again (Edit Income) keeps every answer.

export interface ChecklistChoices {
  /** Category ids ticked, in the catalog's order once shown. */
  kinds: number[];
  /** "None of these" ticked. */
  none: boolean;
}

function choicesKey(applicationId: number): string {
  return `benefits.incomeKinds.${applicationId}`;
}

/** The choices kept for this application; nothing ticked when none were kept. */
export function readChoices(
  applicationId: number,
  storage: KeyValueStorage | null = browserStorage(),
): ChecklistChoices {
  const value = readStoredJson(storage, choicesKey(applicationId)) as Partial<ChecklistChoices>;
  const kinds = Array.isArray(value?.kinds)
    ? value.kinds.filter((id): id is number => Number.isInteger(id) && id > 0)
    : [];
  return { kinds, none: value?.none === true && kinds.length === 0 };
}

export function storeChoices(
  applicationId: number,
  choices: ChecklistChoices,
  storage: KeyValueStorage | null = browserStorage(),
) {
  writeStoredJson(storage, choicesKey(applicationId), choices);
}

/** The kinds shown ticked: those kept, and every kind that has an entry (from the documents step too). */
export function tickedKinds(
  choices: ChecklistChoices,
  entries: readonly Pick<IncomeEntry, 'categoryId'>[],
  order: readonly number[],
): number[] {
  const ticked = new Set([...choices.kinds, ...entries.map((entry) => entry.categoryId)]);
  return order.filter((id) => ticked.has(id));
}

/** Ticks or unticks a kind; ticking one clears "None of these". */
export function toggleKind(
  choices: ChecklistChoices,
  id: number,
  ticked: boolean,
): ChecklistChoices {
  const rest = choices.kinds.filter((kind) => kind !== id);
  return { kinds: ticked ? [...rest, id] : rest, none: ticked ? false : choices.none };
}

/** "None of these" unticks every kind that has no entry (those with entries cannot be). */
export function toggleNone(ticked: boolean): ChecklistChoices {
  return { kinds: [], none: ticked };
}

export type ChecklistProblem =
  | { kind: 'nothingPicked' }
  | { kind: 'unsaved'; categoryId: number }
  | { kind: 'missingEntries'; categoryIds: number[] };

/**
 * Why the applicant cannot go on yet, or null: something must be ticked (or None), typing not
 * yet added must be added, and every ticked kind needs at least one entry.
 */
export function checklistProblem(input: {
  ticked: readonly number[];
  none: boolean;
  entries: readonly Pick<IncomeEntry, 'categoryId'>[];
  dirtyKinds: readonly number[];
}): ChecklistProblem | null {
  const { ticked, none, entries, dirtyKinds } = input;
  if (ticked.length === 0 && !none) return { kind: 'nothingPicked' };
  const dirty = ticked.find((id) => dirtyKinds.includes(id));
  if (dirty !== undefined) return { kind: 'unsaved', categoryId: dirty };
  const missing = ticked.filter((id) => !entries.some((entry) => entry.categoryId === id));
  return missing.length > 0 ? { kind: 'missingEntries', categoryIds: missing } : null;
}
