// The thread article markdown is rendered on during `next build` (see ./render-ahead.ts): markdown in, one
// HTML string or one error out, in the order asked.
import { parentPort } from 'node:worker_threads';
import { renderMarkdown } from './processor';

export interface RenderRequest {
  key: string;
  markdown: string;
}
export type RenderReply = { key: string; html: string } | { key: string; error: string };

const port = parentPort;
if (!port) throw new Error('render.worker.ts runs as a worker thread, started by lib/markdown/render-ahead.ts');

const queue: RenderRequest[] = [];
let rendering = false;

// One at a time, in order: the pages ask for their articles in about the order they were handed over.
async function renderQueued() {
  rendering = true;
  for (let request = queue.shift(); request; request = queue.shift()) {
    let reply: RenderReply;
    try {
      reply = { key: request.key, html: await renderMarkdown(request.markdown) };
    } catch (error) {
      reply = { key: request.key, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port!.postMessage(reply);
  }
  rendering = false;
}

port.on('message', (requests: RenderRequest[]) => {
  queue.push(...requests);
  if (!rendering) void renderQueued();
});
