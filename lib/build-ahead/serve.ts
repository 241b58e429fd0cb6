// The worker-thread side of ./index.ts: jobs in, one result or one error out per job, one job at a time in the
// order they came (the order the pages will ask for them).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

export interface AheadRequest<Input> {
  key: string;
  input: Input;
}
export type AheadReply<Output> = { key: string; output: Output } | { key: string; error: string };

export function serveInOrder<Input, Output>(compute: (input: Input) => Promise<Output>): void {
  const port = parentPort;
  if (!port) throw new Error('serveInOrder runs in a worker thread started by lib/build-ahead');
  yieldToThePages();
  const queue: AheadRequest<Input>[] = [];
  let working = false;

  async function work() {
    working = true;
    for (let job = queue.shift(); job; job = queue.shift()) {
      let reply: AheadReply<Output>;
      try {
        reply = { key: job.key, output: await compute(job.input) };
      } catch (error) {
        reply = { key: job.key, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      port!.postMessage(reply);
    }
    working = false;
  }

  port.on('message', (jobs: AheadRequest<Input>[]) => {
    queue.push(...jobs);
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
