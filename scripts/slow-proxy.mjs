// A loopback proxy in front of the built site that trickles every HTML document out a few kilobytes at a
// time, as a slow mobile connection delivers it. Used by the slow-network browser test and by
// `npm run bench:slow`, so both see the page the way a visitor on a poor connection does.
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

export const TRICKLE = { chunkBytes: 4096, pauseMs: 30 };

/** The ends of `chunkBytes`-long pieces of a `length`-byte document, the last one included. */
function chunkEnds(length, chunkBytes) {
  const ends = [];
  for (let end = chunkBytes; end - chunkBytes < length; end += chunkBytes) ends.push(Math.min(end, length));
  return ends;
}

/**
 * @param {string} siteOrigin where the built site is served, e.g. http://127.0.0.1:4173
 * @param {{ chunkBytes?: number, pauseMs?: number, cuts?: (html: Buffer) => number[] }} [options] `cuts`: the
 *   byte offsets at which to pause in each document instead of every `chunkBytes`, to make a browser paint a
 *   page cut off at a chosen place
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function startSlowProxy(
  siteOrigin,
  { chunkBytes = TRICKLE.chunkBytes, pauseMs = TRICKLE.pauseMs, cuts = undefined } = {},
) {
  const server = http.createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', siteOrigin));
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      if (!type.startsWith('text/html')) {
        response.end(body);
        return;
      }
      // Where each piece ends; the proxy pauses after each one.
      const ends = cuts ? [...cuts(body)].sort((a, b) => a - b) : chunkEnds(body.length, chunkBytes);
      let start = 0;
      for (const end of ends) {
        response.write(body.subarray(start, end));
        start = end;
        await delay(pauseMs);
      }
      response.end(body.subarray(start));
    } catch (error) {
      response.destroy(/** @type {Error} */ (error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
