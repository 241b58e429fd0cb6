/**
 * Article HTML for the article pages. During `next build`, the markdown is rendered on a worker thread
 * (./render.worker.ts), started as soon as the article route lists its pages: by the time a page renders,
 * its HTML is usually waiting, and the thread that renders the pages spends no time in the markdown
 * pipeline (about a fifth of each article page's time; npm run bench:build). Everywhere else (next dev,
 * tests) it renders in-process on request. Either way the output is renderMarkdown's.
 */
import { Worker } from 'node:worker_threads';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { renderMarkdown } from './processor';
import type { RenderReply, RenderRequest } from './render.worker';

interface Pending {
  markdown: string;
  html: Promise<string>;
}
interface Settle {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/** Rendered or on their way, by key, until their page takes them. */
const ahead = new Map<string, Pending>();
/** Not yet answered by the worker, by key: what a crash must fail, taken or not. */
const unanswered = new Map<string, Settle>();
let worker: Worker | undefined;

const isBuild = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

function startWorker(): Worker {
  const thread = new Worker(new URL('./render.worker.ts', import.meta.url));
  thread.on('message', (reply: RenderReply) => {
    const settle = unanswered.get(reply.key);
    unanswered.delete(reply.key);
    if ('error' in reply) settle?.reject(new Error(reply.error));
    else settle?.resolve(reply.html);
  });
  const failAll = (error: Error) => {
    for (const { reject } of unanswered.values()) reject(error);
    unanswered.clear();
    worker = undefined;
  };
  thread.on('error', (error) => failAll(new Error(`The markdown worker crashed: ${error.message}`)));
  thread.on('exit', (code) => {
    if (worker === thread) failAll(new Error(`The markdown worker stopped (exit code ${code})`));
  });
  // It must not keep the build's worker process alive on its own.
  thread.unref();
  return thread;
}

/** Hands these articles' markdown to the worker, during `next build` only. Keyed by the caller (the slug). */
export function renderAhead(articles: readonly { key: string; markdown: string }[]): void {
  if (!isBuild()) return;
  const requests: RenderRequest[] = [];
  for (const { key, markdown } of articles) {
    if (ahead.has(key)) continue;
    const html = new Promise<string>((resolve, reject) => unanswered.set(key, { resolve, reject }));
    // Awaited when its page renders; until then a failure is not an unhandled rejection.
    html.catch(() => undefined);
    ahead.set(key, { markdown, html });
    requests.push({ key, markdown });
  }
  if (requests.length === 0) return;
  worker ??= startWorker();
  worker.postMessage(requests);
}

/** The article's HTML: rendered ahead under `key` from this same markdown, or else rendered now. */
export async function articleHtml(key: string, markdown: string): Promise<string> {
  const pending = ahead.get(key);
  ahead.delete(key);
  if (!pending || pending.markdown !== markdown) return renderMarkdown(markdown);
  return pending.html;
}
