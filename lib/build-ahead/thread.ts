/**
 * The build's one worker thread for work done ahead (./index.ts), and the kinds of work it serves.
 */
import { Worker } from 'node:worker_threads';
import { aheadThread, type AheadThread } from './index';

/** Served in this order (./ahead.worker.ts lists the functions): the markdown first, then the social cards. */
export type AheadKind = 'markdown' | 'social-card';

// Next.js bundles each route on its own, so the article route and the social card route each hold a copy of
// this module. Through a global, both post to the same thread, which can then serve the markdown before the
// cards whichever route listed its pages first.
const SHARED_THREAD = Symbol.for('pm-portfolio.build-ahead-thread');
const globalThreads = globalThis as { [SHARED_THREAD]?: AheadThread };

/** The thread, created on first use (the worker itself starts with the first job). */
export function buildThread(): AheadThread {
  return (globalThreads[SHARED_THREAD] ??= aheadThread(
    () => new Worker(new URL('./ahead.worker.ts', import.meta.url)),
  ));
}
