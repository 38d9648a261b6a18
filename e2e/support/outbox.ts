import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './paths.mjs';

export interface OutboxMessage {
  to: string;
  subject?: string;
  text: string;
}

/** The outbox's messages, newest first. The server writes each one whole (temp file, rename). */
async function outboxMessages(): Promise<OutboxMessage[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse();
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    messages.push(JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxMessage);
  }
  return messages;
}

/** The newest message that `pick` accepts, waiting for it up to `timeoutMs`. */
export async function waitForEmail<T>(
  pick: (message: OutboxMessage) => T | undefined,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await outboxMessages()) {
      const picked = pick(message);
      if (picked !== undefined) return picked;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what} reached the outbox`);
}

/** The newest 6-digit code emailed to `email`, read from the embedded outbox. */
export function latestSignInCode(email: string, timeoutMs = 10_000): Promise<string> {
  return waitForEmail(
    (message) => (message.to === email ? message.text.match(/\b(\d{6})\b/)?.[1] : undefined),
    `sign-in code for ${email}`,
    timeoutMs,
  );
}
