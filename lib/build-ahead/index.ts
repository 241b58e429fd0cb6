/**
 * Work done ahead of the pages during `next build`. Next.js renders the pages of a route one after another on
 * a single thread, and a route's page data is known before its first page renders (generateStaticParams). So
 * a route can hand all of its expensive, self-contained work (markdown to HTML, social card PNGs) to a worker
 * thread as soon as it lists its pages; when each page renders, its result is usually ready and the
 * page-rendering thread did none of that work (npm run bench:build measures the difference).
 *
 * Every kind of work shares one worker thread (./thread.ts), which serves the kind the pages need first before
 * the others (./serve.ts): the article pages render first and wait for their markdown, the social cards' route
 * renders last. With a thread for each, the cards were drawn while the article pages rendered and slowed them
 * down, on two cores: the 1000-article build was about 0.9 s longer at the median, a noisy figure
 * (docs/performance.md, "The young generation and one build-ahead thread").
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

interface Waiting {
  /** Names the work in error messages ("Rendering markdown"). */
  what: string;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

/** The worker thread the work of every kind is posted to, started with the first job. */
export interface AheadThread {
  /** Posts the jobs; each promise settles with the thread's reply to its job. */
  post(what: string, requests: readonly AheadRequest[]): Promise<unknown>[];
}

/** @param startThread starts the worker thread (see ./thread.ts for the project's) */
export function aheadThread(startThread: () => Worker): AheadThread {
  /** Not yet answered by the thread, by kind and key: what a crash must fail, whether taken or not. */
  const unanswered = new Map<string, Waiting>();
  const id = (kind: string, key: string) => `${kind}\n${key}`;
  let thread: Worker | undefined;

  function start(): Worker {
    const started = startThread();
    started.on('message', (reply: AheadReply) => {
      const waiting = unanswered.get(id(reply.kind, reply.key));
      unanswered.delete(id(reply.kind, reply.key));
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`${waiting.what} failed on ${reply.key}: ${reply.error}`));
      else waiting.resolve(reply.output);
    });
    const failAll = (why: string) => {
      for (const { what, reject } of unanswered.values()) reject(new Error(`${what} ${why}`));
      unanswered.clear();
      thread = undefined;
    };
    started.on('error', (error) => failAll(`stopped: the build's worker thread crashed: ${error.message}`));
    started.on('exit', (code) => {
      if (thread === started) failAll(`stopped: the build's worker thread exited (exit code ${code})`);
    });
    // It must not keep the build's worker process alive on its own.
    started.unref();
    return started;
  }

  return {
    post(what, requests) {
      const replies = requests.map(
        ({ kind, key }) =>
          new Promise<unknown>((resolve, reject) => unanswered.set(id(kind, key), { what, resolve, reject })),
      );
      thread ??= start();
      thread.postMessage(requests);
      return replies;
    },
  };
}

/**
 * @param thread where the jobs go (the project's is ./thread.ts)
 * @param kind the name the worker thread serves this work under
 * @param what names the work in error messages ("Rendering markdown")
 * @param compute what the worker runs, used directly when nothing ran ahead
 */
export function buildAhead<Input, Output>(
  thread: () => AheadThread,
  kind: string,
  what: string,
  compute: (input: Input) => Promise<Output>,
): BuildAhead<Input, Output> {
  /** Done or on its way, by key, until its page takes it. */
  const ahead = new Map<string, { input: string; output: Promise<Output> }>();

  return {
    start(jobs) {
      if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
      const requests: AheadRequest<Input>[] = [];
      // A key already on its way, or twice in this batch, is posted once.
      const batch = new Set<string>();
      for (const { key, input } of jobs) {
        if (ahead.has(key) || batch.has(key)) continue;
        batch.add(key);
        requests.push({ kind, key, input });
      }
      if (requests.length === 0) return;
      const replies = thread().post(what, requests);
      requests.forEach(({ key, input }, index) => {
        const output = replies[index] as Promise<Output>;
        // Awaited when its page renders; until then a failure is not an unhandled rejection.
        output.catch(() => undefined);
        ahead.set(key, { input: JSON.stringify(input), output });
      });
    },
    async take(key, input) {
      const done = ahead.get(key);
      ahead.delete(key);
      if (!done || done.input !== JSON.stringify(input)) return compute(input);
      return done.output;
    },
  };
}
