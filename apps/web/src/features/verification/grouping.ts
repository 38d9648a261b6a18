import { incomeCategories, incomeCategoryName } from '@benefits/domain';

// SPEC 2 income verification: sources grouped by category name (fallback 'Other'), and each
// source's verification state (SPEC 4: unverified, then completed by one method).

export interface GroupableEntry {
  id: number;
  categoryId: number;
}

export interface CategoryGroup<E extends GroupableEntry> {
  /** The domain's English category name ('Other' for an unknown category): the group key. */
  name: string;
  /** The category the name belongs to; null for the 'Other' fallback. */
  categoryId: number | null;
  entries: E[];
}

const wizardOrder = new Map(incomeCategories.map((category, index) => [category.id, index]));

/**
 * Groups entries by category name, in the wizard's category order, with unknown categories
 * (the 'Other' fallback) last. Entries keep their order inside a group.
 */
export function groupByCategory<E extends GroupableEntry>(
  entries: readonly E[],
): CategoryGroup<E>[] {
  const groups = new Map<string, CategoryGroup<E>>();
  for (const entry of entries) {
    const known = wizardOrder.has(entry.categoryId);
    const name = incomeCategoryName(entry.categoryId);
    const key = known ? name : '\u0000other';
    let group = groups.get(key);
    if (!group) {
      group = { name, categoryId: known ? entry.categoryId : null, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  const rank = (group: CategoryGroup<E>) =>
    group.categoryId === null ? Number.MAX_SAFE_INTEGER : (wizardOrder.get(group.categoryId) ?? 0);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

export type VerificationState =
  | 'unverified'
  | 'verified'
  | 'analysis_pending'
  | 'needs_review'
  | 'explained';

export interface VerificationLike {
  method?: string | null;
  analysisPending?: boolean | null;
  status?: string | null;
}

/**
 * The state a source shows. A note alone is 'explained', not verified (issue 18), whatever
 * was stored. Otherwise the server's `status` wins when it sends one; before it did, a
 * documents verification whose analysis failed is 'analysis_pending' (SPEC 4).
 */
export function verificationState(
  verification: VerificationLike | null | undefined,
): VerificationState {
  if (verification == null) return 'unverified';
  if (verification.method === 'notes') return 'explained';
  const status = verification.status;
  if (
    status === 'verified' ||
    status === 'analysis_pending' ||
    status === 'needs_review' ||
    status === 'explained'
  ) {
    return status;
  }
  return verification.analysisPending === true ? 'analysis_pending' : 'verified';
}
