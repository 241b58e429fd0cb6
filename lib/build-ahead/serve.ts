// The worker-thread side of ./index.ts: jobs in, one result or one error out per job, one job at a time. Of the
// jobs waiting, the next is always the oldest of the kind listed first (see jobQueue).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

export interface AheadRequest<Input = unknown> {
  /** Which work: a key of the `computes` the thread serves. */
  kind: string;
  key: string;
  input: Input;
}
export type AheadReply<Output = unknown> =
  { kind: string; key: string; output: Output } | { kind: string; key: string; error: string };

/**
 * The jobs waiting on the thread. Pages need the kinds at different times (an article page its markdown while
 * the article pages render, at the start; the card route its cards at the end), so the kind listed first is
 * always served first, whenever its jobs arrived; within a kind, the order they came (the order the pages
 * will ask for them).
 */
export function jobQueue(kindsInOrder: readonly string[]) {
  const waiting = new Map(kindsInOrder.map((kind) => [kind, [] as AheadRequest[]]));
  return {
    push(jobs: readonly AheadRequest[]): void {
      // All or none, so a bad batch is answered once, with its error.
      const unknown = jobs.find((job) => !waiting.has(job.kind));
      if (unknown)
        throw new Error(`no work of the kind "${unknown.kind}" is done ahead (known: ${kindsInOrder.join(', ')})`);
      for (const job of jobs) waiting.get(job.kind)!.push(job);
    },
    next(): AheadRequest | undefined {
      for (const queue of waiting.values()) if (queue.length > 0) return queue.shift();
      return undefined;
    },
  };
}

/**
 * Serves the jobs posted to this worker thread. `computes` names each kind of work and lists the kinds in the
 * order they are served (see jobQueue).
 */
export function serveInOrder(computes: Record<string, (input: never) => Promise<unknown>>): void {
  const port = parentPort;
  if (!port) throw new Error('serveInOrder runs in a worker thread started by lib/build-ahead');
  yieldToThePages();
  const queue = jobQueue(Object.keys(computes));
  let working = false;

  async function work() {
    working = true;
    for (let job = queue.next(); job; job = queue.next()) {
      const { kind, key } = job;
      let reply: AheadReply;
      try {
        reply = { kind, key, output: await computes[kind]!(job.input as never) };
      } catch (error) {
        reply = { kind, key, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      port!.postMessage(reply);
    }
    working = false;
  }

  port.on('message', (jobs: AheadRequest[]) => {
    try {
      queue.push(jobs);
    } catch (error) {
      for (const { kind, key } of jobs) port.postMessage({ kind, key, error: String(error) } satisfies AheadReply);
      return;
    }
    if (!working) void work();
  });
}

/**
 * Lowers this thread's CPU priority (Linux), so that on a machine with few cores the thread that renders the
 * pages, which is what the build waits for, runs first whenever both want a core; this thread works ahead, in
 * the time left over. On two cores the 1000-article build was about 1.3 s faster (npm run bench:build,
 * docs/performance.md). Elsewhere, or where the thread's id cannot be read, nothing changes.
 */
export function yieldToThePages(): void {
  try {
    // "/proc/thread-self" names this thread ("{pid}/task/{tid}"); setPriority accepts a thread id on Linux.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) setPriority(threadId, LOWEST_PRIORITY);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}

const LOWEST_PRIORITY = 19;
