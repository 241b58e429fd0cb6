/**
 * Work done ahead of the pages during `next build`. Next.js renders the pages of a route one after another on
 * a single thread, and a route's page data is known before its first page renders (generateStaticParams). So
 * a route can hand all of its expensive, self-contained work (markdown to HTML, social card PNGs) to a worker
 * thread as soon as it lists its pages; when each page renders, its result is usually ready and the
 * page-rendering thread did none of that work (npm run bench:build measures the difference).
 *
 * Outside `next build` (the dev server, tests) nothing runs ahead and `take` computes on request. Either way
 * the result is what the same function returns; only the thread differs.
 */
import type { Worker } from 'node:worker_threads';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { AheadReply, AheadRequest } from './serve';

export interface BuildAhead<Input, Output> {
  /** Hands these jobs to the worker thread, during `next build` only. Keys are the caller's (a slug). */
  start(jobs: readonly { key: string; input: Input }[]): void;
  /** The result for `key`: the one worked out ahead from this same input, or else `compute(input)` now. */
  take(key: string, input: Input): Promise<Output>;
}

interface Settle<Output> {
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
}

/**
 * @param what names the work in error messages ("the markdown worker")
 * @param startThread starts the worker thread; written at the call site as
 *   `() => new Worker(new URL('./x.worker.ts', import.meta.url))` so the bundler builds that file for it
 * @param compute what the worker runs (through `serveInOrder`), used directly when nothing ran ahead
 */
export function buildAhead<Input, Output>(
  what: string,
  startThread: () => Worker,
  compute: (input: Input) => Promise<Output>,
): BuildAhead<Input, Output> {
  /** Done or on its way, by key, until its page takes it. */
  const ahead = new Map<string, { input: string; output: Promise<Output> }>();
  /** Not yet answered by the worker: what a crash must fail, whether its page has taken it or not. */
  const unanswered = new Map<string, Settle<Output>>();
  let thread: Worker | undefined;

  function start(): Worker {
    const started = startThread();
    started.on('message', (reply: AheadReply<Output>) => {
      const settle = unanswered.get(reply.key);
      unanswered.delete(reply.key);
      if ('error' in reply) settle?.reject(new Error(`${what} failed on ${reply.key}: ${reply.error}`));
      else settle?.resolve(reply.output);
    });
    const failAll = (error: Error) => {
      for (const { reject } of unanswered.values()) reject(error);
      unanswered.clear();
      thread = undefined;
    };
    started.on('error', (error) => failAll(new Error(`${what} crashed: ${error.message}`)));
    started.on('exit', (code) => {
      if (thread === started) failAll(new Error(`${what} stopped (exit code ${code})`));
    });
    // It must not keep the build's worker process alive on its own.
    started.unref();
    return started;
  }

  return {
    start(jobs) {
      if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
      const requests: AheadRequest<Input>[] = [];
      for (const { key, input } of jobs) {
        if (ahead.has(key)) continue;
        const output = new Promise<Output>((resolve, reject) => unanswered.set(key, { resolve, reject }));
        // Awaited when its page renders; until then a failure is not an unhandled rejection.
        output.catch(() => undefined);
        ahead.set(key, { input: JSON.stringify(input), output });
        requests.push({ key, input });
      }
      if (requests.length === 0) return;
      thread ??= start();
      thread.postMessage(requests);
    },
    async take(key, input) {
      const done = ahead.get(key);
      ahead.delete(key);
      if (!done || done.input !== JSON.stringify(input)) return compute(input);
      return done.output;
    },
  };
}
