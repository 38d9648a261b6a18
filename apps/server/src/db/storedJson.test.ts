import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored } from './storedJson.js';

function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    warn: (details: object, message: string) => warnings.push({ details, message }),
  };
}

const schema = z.object({ email: z.string(), count: z.number() });
const place = { table: 'people', column: 'contact', id: 7 };

describe('readStored (decision 0221)', () => {
  it('returns the parsed value and logs nothing when it matches its schema', () => {
    const log = recordingLog();
    expect(readStored(log, schema, { email: 'ana@example.com', count: 2 }, place, null)).toEqual({
      email: 'ana@example.com',
      count: 2,
    });
    expect(log.warnings).toEqual([]);
  });

  it('logs the place and the failing paths, never the value, and returns the fallback', () => {
    const log = recordingLog();
    const stored = { email: 'ana.private@example.com', count: 'many' };
    expect(readStored(log, schema, stored, place, null)).toBeNull();
    expect(log.warnings).toEqual([
      {
        details: { table: 'people', column: 'contact', id: 7, issues: ['count: invalid_type'] },
        message: 'stored value does not match its schema; fallback used',
      },
    ]);
    expect(JSON.stringify(log.warnings)).not.toContain('ana.private');
    expect(JSON.stringify(log.warnings)).not.toContain('many');
  });

  it('names the root when the whole value is of the wrong kind', () => {
    const log = recordingLog();
    expect(readStored(log, z.array(z.string()), 'snap', place, [])).toEqual([]);
    expect(log.warnings[0]?.details).toMatchObject({ issues: ['(root): invalid_type'] });
  });
});
