// The worker-thread side of ./index.ts: jobs in, one result or one error out per job, one job at a time in the
// order they came (the order the pages will ask for them).
import { parentPort } from 'node:worker_threads';

export interface AheadRequest<Input> {
  key: string;
  input: Input;
}
export type AheadReply<Output> = { key: string; output: Output } | { key: string; error: string };

export function serveInOrder<Input, Output>(compute: (input: Input) => Promise<Output>): void {
  const port = parentPort;
  if (!port) throw new Error('serveInOrder runs in a worker thread started by lib/build-ahead');
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
