import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobInfo, JobQueue, QueueDefinition } from '../jobs/index.js';
import { createTokenCipher } from '../modules/bank/encryption.js';
import type { EmailMessage, EmailSender } from './port.js';

// Decision 0422: an email is tried at once (a sign-in code should not wait for a poll) and,
// at the same moment, kept as a job that starts a minute later. Sent: the job is cancelled.
// Not sent (SMTP down, the process killed): the job sends it, retried with back-off. The
// message holds a sign-in code, so the job keeps it only encrypted with a key from DATA_KEY.
export const emailQueue: QueueDefinition = {
  name: 'email',
  retryLimit: 6,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};
const FALLBACK_AFTER_SECONDS = 60;
const jobData = z.object({ sealed: z.string() });
const messageSchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });

export function createQueuedEmail(
  transport: EmailSender,
  jobs: JobQueue,
  dataKey: Buffer,
  log: FastifyBaseLogger,
) {
  const cipher = createTokenCipher(dataKey, 'queued-email-encryption');
  const sender: EmailSender = {
    async send(message: EmailMessage) {
      const [sent, queued] = await Promise.allSettled([
        transport.send(message),
        jobs.send(
          emailQueue,
          { sealed: cipher.encrypt(JSON.stringify(message)) },
          { startAfterSeconds: FALLBACK_AFTER_SECONDS },
        ),
      ]);
      if (sent.status === 'fulfilled') {
        if (queued.status === 'fulfilled' && queued.value) {
          await jobs.cancel(emailQueue, queued.value).catch(() => undefined);
        }
        return;
      }
      if (queued.status === 'rejected') throw sent.reason;
      log.warn('an email could not be sent now; a job sends it later');
    },
  };

  async function run(data: unknown, job: JobInfo): Promise<void> {
    const message = messageSchema.parse(JSON.parse(cipher.decrypt(jobData.parse(data).sealed)));
    await transport.send(message);
    log.info({ attempt: job.attempt }, 'a queued email was sent');
  }

  // The transport's reason may name the address: not logged (decision 0385).
  async function giveUp(): Promise<void> {
    log.error('an email could not be sent after every try');
  }

  return { sender, queue: emailQueue, run, giveUp };
}

export type QueuedEmail = ReturnType<typeof createQueuedEmail>;
