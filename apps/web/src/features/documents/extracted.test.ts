import type { ExtractedIncome } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../wizard/storage';
import { readEntryConfidences, rememberEntryConfidence } from '../income';
import { extractedItemKey, plannedEntries, readAddedItems, rememberAddedItem } from './extracted';

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const wages: ExtractedIncome = {
  category: 'wages',
  source: 'Harbor Freight Logistics',
  amount: 612.5,
  frequency: 'weekly',
  documentSource: 'pay stub (stub.jpg)',
  confidence: 0.91,
};
// No confidence (SPEC 4: shown as 50%), but every field read surely by the reader's own account.
const pension: ExtractedIncome = {
  category: 'pension',
  source: 'State Retirement Fund',
  amount: '1200',
  frequency: 'monthly',
  documentSource: 'benefit letter (letter.pdf)',
  fieldsToConfirm: [],
};

describe('extracted income -> income entries (SPEC 4, 9)', () => {
  // Issue 18: the entry names its document, which the server then counts as its proof.
  it('sends the document the item was read from', () => {
    const [entry] = plannedEntries(7, [{ ...wages, documentId: 12 }], new Set(), []);
    expect(entry?.body).toMatchObject({ applicationId: 7, categoryId: 1, documentId: 12 });
  });

  it('maps category, W-2, comment and confidence (missing: 50%)', () => {
    const planned = plannedEntries(7, [wages, pension], new Set(), []);
    expect(planned.map((entry) => entry.body)).toEqual([
      {
        applicationId: 7,
        categoryId: 1,
        source: 'Harbor Freight Logistics',
        amount: '612.50',
        frequency: 'weekly',
        isW2Income: true,
        dontKnowAmount: false,
        comment: 'Auto-extracted from pay stub (stub.jpg)',
        confidence: 0.91,
      },
      {
        applicationId: 7,
        categoryId: 6,
        source: 'State Retirement Fund',
        amount: '1200.00',
        frequency: 'monthly',
        isW2Income: false,
        dontKnowAmount: false,
        comment: 'Auto-extracted from benefit letter (letter.pdf)',
        confidence: 0.5,
      },
    ]);
    expect(planned.map((entry) => entry.confidence)).toEqual([0.91, 0.5]);
  });

  it('never pre-fills an amount whose pay frequency the document does not give (decision 0261)', () => {
    const unknown = { ...wages, source: 'Prairie Valley', frequency: 'unknown' };
    const planned = plannedEntries(7, [unknown, pension], new Set(), []);
    expect(planned.map((entry) => entry.body.source)).toEqual(['State Retirement Fund']);
  });

  it('never pre-fills an item with a field to confirm, or an unsure item with no field list (decision 0262)', () => {
    const unsureAmount = { ...wages, source: 'Blue Heron', fieldsToConfirm: ['amount' as const] };
    const { fieldsToConfirm: _, ...aiReading } = { ...pension, source: 'AI read', confidence: 0.6 };
    const planned = plannedEntries(7, [unsureAmount, aiReading, wages], new Set(), []);
    expect(planned.map((entry) => entry.body.source)).toEqual(['Harbor Freight Logistics']);
  });

  it('unknown categories become Other (15)', () => {
    const [entry] = plannedEntries(7, [{ ...wages, category: 'mystery' }], new Set(), []);
    expect(entry?.body.categoryId).toBe(15);
    expect(entry?.body.isW2Income).toBe(false);
  });

  it('never adds the same item twice: remembered keys, duplicates, and existing entries', () => {
    expect(plannedEntries(7, [wages, wages], new Set(), [])).toHaveLength(1);
    expect(plannedEntries(7, [wages, pension], new Set([extractedItemKey(wages)]), [])).toEqual([
      expect.objectContaining({ key: extractedItemKey(pension) }),
    ]);
    // An entry added before and edited since (new amount) still counts as added.
    const existing = [
      {
        categoryId: 1,
        source: 'harbor freight logistics',
        comment: 'Auto-extracted from pay stub (stub.jpg)',
      },
    ];
    expect(plannedEntries(7, [wages], new Set(), existing)).toEqual([]);
    // The same employer typed by hand (no such comment) is not the same item.
    expect(
      plannedEntries(7, [wages], new Set(), [
        { categoryId: 1, source: 'Harbor Freight Logistics', comment: null },
      ]),
    ).toHaveLength(1);
  });

  it('tells apart items that differ in document, amount or frequency', () => {
    const keys = new Set([
      extractedItemKey(wages),
      extractedItemKey({ ...wages, documentSource: 'pay stub (other.jpg)' }),
      extractedItemKey({ ...wages, amount: 600 }),
      extractedItemKey({ ...wages, frequency: 'biweekly' }),
    ]);
    expect(keys.size).toBe(4);
    expect(extractedItemKey({ ...wages, frequency: 'Bi-Weekly' })).toBe(
      extractedItemKey({ ...wages, frequency: 'biweekly' }),
    );
    expect(extractedItemKey({ ...wages, amount: '612.50' })).toBe(extractedItemKey(wages));
  });

  it('remembers added items and confidences per application', () => {
    const storage = memory();
    rememberAddedItem(7, 'a', storage);
    rememberAddedItem(7, 'b', storage);
    rememberAddedItem(7, 'a', storage);
    expect([...readAddedItems(7, storage)]).toEqual(['a', 'b']);
    expect(readAddedItems(8, storage).size).toBe(0);
    rememberEntryConfidence(7, 41, 0.88, storage);
    expect(readEntryConfidences(7, storage)).toEqual({ '41': 0.88 });
  });

  it('survives broken or missing storage', () => {
    const storage = memory();
    storage.data.set('benefits.extractedAdded.7', '{not json');
    storage.data.set('benefits.extractedConfidence.7', '{"1":"x","2":2,"3":0.4}');
    expect(readAddedItems(7, storage).size).toBe(0);
    expect(readEntryConfidences(7, storage)).toEqual({ '3': 0.4 });
    expect(readAddedItems(7, null).size).toBe(0);
    expect(() => rememberAddedItem(7, 'x', null)).not.toThrow();
  });
});
