import {
  type ConfirmableIncomeField,
  centsToDollars,
  confidenceOrDefault,
  confirmableIncomeFields,
  type ExtractedIncome,
  type IncomeFrequency,
  normalizeFrequency,
  parseAmount,
  type ValidationMessageKey,
} from '@benefits/domain';

// Issue 15 (decision 0262): an extracted field read under 0.7 confidence, or not given by the
// document (an unstated pay frequency), is shown to the applicant to confirm or correct. It is
// never pre-filled silently: the item is used only once the applicant has checked it.

/** Below this an item with no field list (an AI reading) has every field checked. */
export const CHECK_BELOW = 0.7;

/** The fields of an extracted item the applicant must check before it is used. */
export function fieldsToCheck(item: ExtractedIncome): ConfirmableIncomeField[] {
  const listed =
    item.fieldsToConfirm ??
    (confidenceOrDefault(item.confidence) < CHECK_BELOW ? confirmableIncomeFields : []);
  const fields = new Set<ConfirmableIncomeField>(listed);
  // 'unknown', or a frequency the income form does not offer: the applicant picks.
  if (!normalizeFrequency(item.frequency)) fields.add('frequency');
  return confirmableIncomeFields.filter((field) => fields.has(field));
}

export function needsCheck(item: ExtractedIncome): boolean {
  return fieldsToCheck(item).length > 0;
}

/** What the applicant says about an item: these are the right values, or leave it out. */
export type IncomeCheck = { status: 'checked'; values: CheckedValues } | { status: 'left_out' };

export interface CheckedValues {
  source: string;
  /** Dollars as typed ('1250.00'). */
  amount: string;
  frequency: IncomeFrequency;
}

export interface CheckForm {
  source: string;
  amount: string;
  frequency: IncomeFrequency | undefined;
}

/** The form's first values: what was read, except a frequency the document does not give. */
export function initialCheckForm(item: ExtractedIncome): CheckForm {
  const parsed = parseAmount(item.amount);
  return {
    source: item.source.trim(),
    amount: parsed.ok ? (parsed.cents / 100).toFixed(2) : '',
    frequency: normalizeFrequency(item.frequency),
  };
}

export type CheckErrors = Partial<Record<ConfirmableIncomeField, ValidationMessageKey>>;

/** The checked values, or a message key per field that is wrong or missing. */
export function validateCheck(
  form: CheckForm,
): { ok: true; values: CheckedValues } | { ok: false; errors: CheckErrors } {
  const errors: CheckErrors = {};
  if (!form.source.trim()) errors.source = 'incomeSourceRequired';
  const amount = parseAmount(form.amount.replace(/[$,\s]/g, ''));
  if (!amount.ok) errors.amount = amount.problem;
  if (!form.frequency) errors.frequency = 'frequencyInvalid';
  if (!amount.ok || !form.frequency || errors.source) return { ok: false, errors };
  return {
    ok: true,
    values: {
      source: form.source.trim(),
      amount: (amount.cents / 100).toFixed(2),
      frequency: form.frequency,
    },
  };
}

/** The item with the applicant's values: nothing left to check. */
export function checkedItem(item: ExtractedIncome, values: CheckedValues): ExtractedIncome {
  const cents = parseAmount(values.amount);
  return {
    ...item,
    source: values.source,
    amount: centsToDollars(cents.ok ? cents.cents : 0),
    frequency: values.frequency,
    // Checked by the applicant; the confidence stays the reading's own.
    fieldsToConfirm: [],
  };
}

/**
 * The items ready to add (read surely, or checked by the applicant), and those still waiting
 * for the applicant. Items left out are in neither.
 */
export function resolveChecks(
  items: readonly ExtractedIncome[],
  checks: ReadonlyMap<string, IncomeCheck>,
  keyOf: (item: ExtractedIncome) => string,
): { ready: ExtractedIncome[]; waiting: ExtractedIncome[] } {
  const ready: ExtractedIncome[] = [];
  const waiting: ExtractedIncome[] = [];
  for (const item of items) {
    if (!needsCheck(item)) {
      ready.push(item);
      continue;
    }
    const check = checks.get(keyOf(item));
    if (!check) waiting.push(item);
    else if (check.status === 'checked') ready.push(checkedItem(item, check.values));
  }
  return { ready, waiting };
}
