import pino from 'pino';

/** Where the joined lines go: pino's own standard-output writer, or a test's. */
export interface LineDestination {
  write(text: string): unknown;
  flushSync?(): void;
}

/**
 * Decision 0760: the log lines written in one turn of the event loop go on to `destination` as
 * one text, after the turn. pino's standard-output writer (sonic-boom) measured the UTF-8 length
 * of all the text it still held on every line it was given (up to 16 KB, while a write was under
 * way): under load that took more of the server's time than making the line. Given one text per
 * turn, it measures once per turn. Lines are kept in order; `flushSync` (and the process's exit)
 * writes what is held at once, so nothing more is lost on a crash than with pino's own buffer.
 */
export function linesPerTurn(openDestination: () => LineDestination) {
  let destination: LineDestination | undefined;
  let held: string[] = [];
  let scheduled = false;

  function pass() {
    scheduled = false;
    if (held.length === 0) return;
    const text = held.length === 1 ? (held[0] as string) : held.join('');
    held = [];
    destination ??= openDestination();
    destination.write(text);
  }

  return {
    write(line: string): boolean {
      held.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(pass);
      }
      return true;
    },
    /** pino's `logger.flush()`. */
    flush(callback?: (error?: Error) => void): void {
      pass();
      callback?.();
    },
    flushSync(): void {
      pass();
      destination?.flushSync?.();
    },
  };
}

let standardOutput: ReturnType<typeof linesPerTurn> | undefined;

/** The server's log lines to standard output (one writer per process, opened on first use). */
export function standardOutputLines() {
  if (!standardOutput) {
    const lines = linesPerTurn(() => pino.destination({ fd: 1, sync: false }));
    // A crash or `process.exit` still writes the lines held in this turn.
    process.once('exit', () => {
      try {
        lines.flushSync();
      } catch {
        // Standard output is gone: nothing more can be logged.
      }
    });
    standardOutput = lines;
  }
  return standardOutput;
}
