import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './paths.mjs';

/** The newest 6-digit code emailed to `email`, read from the embedded outbox. */
export async function latestSignInCode(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as {
        to: string;
        text: string;
      };
      const code = message.to === email ? message.text.match(/\b(\d{6})\b/)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code reached the outbox for ${email}`);
}
