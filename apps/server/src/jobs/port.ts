/**
 * Decision 0420: durable jobs behind one small port. pg-boss in the same PostgreSQL when
 * DATABASE_URL is set; a queue on a table of the embedded PGlite otherwise. Both keep a job
 * in the database until it is done, retry a failed one with back-off, run again a job whose
 * worker died (still active past its time limit, or found active at start-up) and, when the
 * tries are spent, hand it to the queue's final-failure handler.
 */
export interface QueueDefinition {
  name: string;
  /** Tries after the first one. */
  retryLimit: number;
  /** Wait before the first retry; each next wait is about twice as long (back-off). */
  retryDelaySeconds: number;
  /** An active job older than this is taken as one whose worker died, and is tried again. */
  expireInSeconds: number;
}

export interface JobInfo {
  id: string;
  /** 1 for the first try. */
  attempt: number;
}

export type JobHandler = (data: unknown, job: JobInfo) => Promise<void>;
/** Runs once when a job's tries are spent (its handler failed or its worker died each time). */
export type FinalFailureHandler = (data: unknown, reason: string) => Promise<void>;

export interface SendOptions {
  /** At most one waiting or running job per key and queue; a second send answers null. */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  start(): Promise<void>;
  send(queue: QueueDefinition, data: object, options?: SendOptions): Promise<string | null>;
  /** Drops a job that has not started (a job that was done another way). */
  cancel(queue: QueueDefinition, id: string): Promise<void>;
  work(
    queue: QueueDefinition,
    handler: JobHandler,
    onFinalFailure: FinalFailureHandler,
    options?: { concurrency?: number },
  ): Promise<void>;
  stop(): Promise<void>;
}

export const deadLetterName = (queue: QueueDefinition) => `${queue.name}__failed`;

export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
}
