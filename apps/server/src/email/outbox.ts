import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailSender } from './port.js';

/**
 * Writes each message as a JSON file under `dir`, so a person running the app
 * without a mail server can read it. The log names the file, never the content. Each file
 * appears whole: it is written under a temporary name, then renamed.
 */
export function createOutboxSender(dir: string, log: FastifyBaseLogger): EmailSender {
  return {
    async send(message: EmailMessage) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = path.join(dir, fileName);
      await writeFile(
        `${file}.tmp`,
        `${JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2)}\n`,
        { mode: 0o600 },
      );
      await rename(`${file}.tmp`, file);
      log.info({ outboxFile: fileName }, 'email written to outbox');
    },
  };
}
