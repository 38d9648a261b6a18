import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './logLines.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

function recorded() {
  const writes: string[] = [];
  let synced = 0;
  return {
    writes,
    synced: () => synced,
    destination: {
      write: (text: string) => writes.push(text),
      flushSync: () => {
        synced += 1;
      },
    },
  };
}

describe('log lines written once per turn (decision 0760)', () => {
  it('passes the lines of one turn on as one write, in order, after the turn', async () => {
    const { writes, destination } = recorded();
    const lines = linesPerTurn(() => destination);
    lines.write('a\n');
    lines.write('b\n');
    lines.write('c\n');
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['a\nb\nc\n']);
    lines.write('d\n');
    await turn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what it holds at once on flushSync, and flushes the destination', () => {
    const { writes, synced, destination } = recorded();
    const lines = linesPerTurn(() => destination);
    lines.write('a\n');
    lines.flushSync();
    expect(writes).toEqual(['a\n']);
    expect(synced()).toBe(1);
  });

  it('a process that logs and exits in the same turn still writes the line', async () => {
    const logging = fileURLToPath(new URL('./logging.ts', import.meta.url));
    const script = `
      const { loggerOptions } = await import(${JSON.stringify(logging)});
      const { default: pino } = await import('pino');
      const log = pino(loggerOptions, loggerOptions.stream);
      for (let i = 0; i < 3; i += 1) log.info({ i }, 'held line');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)) },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.msg, line.i])).toEqual([
      ['held line', 0],
      ['held line', 1],
      ['held line', 2],
    ]);
  }, 60_000);
});
