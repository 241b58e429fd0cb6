/** A local storage host and test images for the article-image tests: no other network is used. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Answers one request; `attempt` counts the requests for that path, from 1. */
export type Route = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

export interface StorageHost {
  /** The address of a path on this host. */
  url: (pathname: string) => string;
  /** Paths requested, in order. */
  requests: string[];
  route: (pathname: string, answer: Route) => void;
  close: () => Promise<void>;
}

export async function startStorageHost(): Promise<StorageHost> {
  const routes = new Map<string, Route>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const pathname = request.url ?? '/';
    requests.push(pathname);
    const answer = routes.get(pathname);
    if (!answer) {
      response.writeHead(404).end('no such file');
      return;
    }
    answer(request, response, requests.filter((requested) => requested === pathname).length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    requests,
    route: (pathname, answer) => routes.set(pathname, answer),
    close: () =>
      new Promise<void>((resolve) => {
        // Held answers (slow or endless bodies) must not keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with the bytes at once. */
export function serve(bytes: Buffer | string, contentType = 'image/png', status = 200): Route {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': contentType }).end(bytes);
  };
}

export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'article-images-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export function jpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60"/></svg>\n';
/** The same drawing carrying a script and an event handler, as an SVG on someone else's host may. */
export const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" onload="alert(1)">' +
  '<script>alert(document.domain)</script><rect width="120" height="60"/></svg>\n';
