import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import type { JobInfo, QueueDefinition } from '../../jobs/index.js';
import { analyzeStoredDocuments } from './analysis.js';
import type { DocumentRow, DocumentsRepository } from './repository.js';

// Decision 0420: a document is read by a durable job, not inside the request. The request
// queues one job per unread document and waits for the readings, so the web app's contract
// is unchanged (POST /api/documents/analyze answers with the result); a crash, a restart or
// a failure no longer leaves the document 'processing': the job is tried again elsewhere.
const jobData = z.object({ userId: z.string(), documentId: z.number().int() });
const WAIT_MS = 120_000;
const FINAL_FAILURE = {
  code: 'analysis_failed',
  message: 'This document could not be read.',
} as const;

export function documentAnalysisQueue(timeoutSeconds: number): QueueDefinition {
  return {
    name: 'document-analysis',
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: timeoutSeconds,
  };
}

/** A failure of the reading, not of the file: another try may succeed. */
function isWorthAnotherTry(row: DocumentRow): boolean {
  const code = row.analysis && 'error' in row.analysis ? row.analysis.error.code : null;
  return code === 'timeout' || code === FINAL_FAILURE.code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAnalysisJobs(context: AppContext, documents: DocumentsRepository) {
  const queue = documentAnalysisQueue(context.config.jobTimeoutSeconds);

  /** Reads one document and stores its facts, or the document's own reason it cannot be read. */
  async function run(data: unknown, job: JobInfo): Promise<void> {
    const { userId, documentId } = jobData.parse(data);
    const row = await documents.findForUser(userId, documentId);
    if (!row || row.analysis) return; // removed, or read by an earlier try
    context.log.info({ documentId, attempt: job.attempt }, 'reading a document');
    const user = await context.authRepository.findUserById(userId);
    const others = await documents.listForApplication(userId, row.applicationId);
    await analyzeStoredDocuments({
      rows: [{ ...row, processingStatus: 'processing' }],
      otherDocuments: others.filter((other) => other.id !== row.id),
      applicant: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
      today: context.clock(),
      userId,
      analyzer: context.documentAnalyzer,
      storage: context.storage,
      documents,
      ...(context.ai ? { ai: context.ai } : {}),
      log: context.log,
      throwRetryable: true,
    });
  }

  /** Every try failed: the document is 'failed' with a plain reason, never 'processing'. */
  async function giveUp(data: unknown, reason: string): Promise<void> {
    const { userId, documentId } = jobData.parse(data);
    context.log.warn({ documentId, reason }, 'a document could not be read after every try');
    const row = await documents.findForUser(userId, documentId);
    if (!row || row.analysis) return;
    await documents.update(userId, row.id, {
      processingStatus: 'failed',
      analysis: { error: FINAL_FAILURE },
    });
  }

  /**
   * Queues the unread documents and waits until each has a reading (from any worker). A
   * reading that ran out of time or of tries is read again when the applicant asks again
   * (issue 19); a file that cannot be read (corrupt, locked, too large) is not.
   */
  async function readAll(userId: string, rows: DocumentRow[]): Promise<DocumentRow[]> {
    const unread = rows.filter((row) => !row.analysis || isWorthAnotherTry(row));
    if (unread.length === 0) return rows;
    for (const row of unread) {
      await documents.update(userId, row.id, { processingStatus: 'processing', analysis: null });
      await context.jobs.send(
        queue,
        { userId, documentId: row.id },
        { singletonKey: `document-${row.id}` },
      );
    }
    const ids = rows.map((row) => row.id);
    const started = Date.now();
    for (let wait = 50; ; wait = Math.min(500, wait * 2)) {
      await sleep(wait);
      const found = await documents.findManyForUser(userId, ids);
      if (found.length < ids.length) throw new HttpError(404, 'documentNotFound');
      if (found.every((row) => row.analysis)) {
        return ids.flatMap((id) => found.filter((row) => row.id === id));
      }
      if (Date.now() - started > WAIT_MS) throw new HttpError(503, 'documentsStillReading');
    }
  }

  return { queue, run, giveUp, readAll };
}
