import { describe, expect, it } from 'vitest';
import { introTarget } from './introTarget';

describe('introTarget', () => {
  it('sends Yes to the expenses, No to the summary and no answer nowhere', () => {
    expect(introTarget(true)).toBe('expense-categories');
    expect(introTarget(false)).toBe('home-costs');
    expect(introTarget(null)).toBeNull();
  });
});
