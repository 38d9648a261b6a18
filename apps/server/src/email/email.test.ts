import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createOutboxSender } from './outbox.js';
import { createSmtpSender } from './smtp.js';

const message = {
  to: 'ana@example.org',
  subject: 'Your sign-in code is 123456',
  text: 'Your sign-in code is 123456.',
};

describe('outbox email adapter (embedded default)', () => {
  it('writes each message to a private file and logs the file name, never the content', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'outbox');
    const lines: string[] = [];
    const log = pino({}, { write: (line: string) => lines.push(line) });
    await createOutboxSender(dir, log).send(message);

    const files = await readdir(dir);
    // Written under a temporary name and renamed: a reader never sees half a message.
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/\.json$/);
    const written = JSON.parse(await readFile(path.join(dir, file!), 'utf8'));
    expect(written).toMatchObject(message);
    expect((await stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
    expect(lines.join('')).toContain(file);
    expect(lines.join('')).not.toContain('123456');
    expect(lines.join('')).not.toContain('ana@example.org');
  });
});

describe('SMTP email adapter', () => {
  it('delivers through an SMTP server (a local one standing in for the real relay)', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      await createSmtpSender(
        `smtp://127.0.0.1:${port}`,
        'Benefits <no-reply@benefits.example>',
      ).send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Your sign-in code is 123456');
      expect(received[0]).toContain('To: ana@example.org');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
