import { expenseFrequencies, incomeFrequencies } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { enCatalog } from '../i18n/en';
import { esCatalog } from '../i18n/es';

// FrequencyField builds its labels' keys as `<texts>.frequencies.<frequency>`: each form's
// catalog must name every frequency that form offers, in both languages.
const forms = [
  { texts: 'incomeForm', values: incomeFrequencies },
  { texts: 'expenses.form', values: expenseFrequencies },
] as const;

function lookUp(catalog: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
}

describe('FrequencyField texts', () => {
  it.each(forms)(
    '$texts names its question and every frequency in en and es',
    ({ texts, values }) => {
      for (const catalog of [enCatalog, esCatalog]) {
        expect(typeof lookUp(catalog, `${texts}.frequency`)).toBe('string');
        for (const frequency of values) {
          expect(typeof lookUp(catalog, `${texts}.frequencies.${frequency}`)).toBe('string');
        }
      }
    },
  );
});
