import { describe, expect, it } from 'vitest';
import {
  checklistProblem,
  readChoices,
  storeChoices,
  tickedKinds,
  toggleKind,
  toggleNone,
} from './checklistChoices';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const order = [1, 2, 3, 4, 16, 15];

describe('income checklist choices (issue 18)', () => {
  it('keeps the ticked kinds and None per application, so coming back keeps every answer', () => {
    const storage = memoryStorage();
    expect(readChoices(7, storage)).toEqual({ kinds: [], none: false });
    storeChoices(7, { kinds: [16, 3], none: false }, storage);
    storeChoices(8, { kinds: [], none: true }, storage);
    expect(readChoices(7, storage)).toEqual({ kinds: [16, 3], none: false });
    expect(readChoices(8, storage)).toEqual({ kinds: [], none: true });
  });

  it('reads anything unexpected in storage as nothing ticked', () => {
    const storage = memoryStorage();
    storage.setItem('benefits.incomeKinds.7', '{"kinds":["1",-2,2.5,4],"none":true}');
    expect(readChoices(7, storage)).toEqual({ kinds: [4], none: false });
    storage.setItem('benefits.incomeKinds.7', 'not json');
    expect(readChoices(7, storage)).toEqual({ kinds: [], none: false });
  });

  it('shows every kind with an entry as ticked, in the catalog order', () => {
    expect(
      tickedKinds({ kinds: [16], none: false }, [{ categoryId: 1 }, { categoryId: 1 }], order),
    ).toEqual([1, 16]);
  });

  it('ticking a kind clears None; None clears the kinds without entries', () => {
    expect(toggleKind({ kinds: [], none: true }, 3, true)).toEqual({ kinds: [3], none: false });
    expect(toggleKind({ kinds: [3, 4], none: false }, 3, false)).toEqual({
      kinds: [4],
      none: false,
    });
    expect(toggleNone(true)).toEqual({ kinds: [], none: true });
  });

  it('asks for a choice, for typing not yet added, then for an amount of each ticked kind', () => {
    const none = { ticked: [], none: false, entries: [], dirtyKinds: [] };
    expect(checklistProblem(none)).toEqual({ kind: 'nothingPicked' });
    expect(checklistProblem({ ...none, none: true })).toBeNull();
    expect(
      checklistProblem({ ticked: [1, 16], none: false, entries: [], dirtyKinds: [16] }),
    ).toEqual({ kind: 'unsaved', categoryId: 16 });
    expect(
      checklistProblem({
        ticked: [1, 3, 16],
        none: false,
        entries: [{ categoryId: 1 }],
        dirtyKinds: [],
      }),
    ).toEqual({ kind: 'missingEntries', categoryIds: [3, 16] });
    expect(
      checklistProblem({ ticked: [1], none: false, entries: [{ categoryId: 1 }], dirtyKinds: [] }),
    ).toBeNull();
  });
});
