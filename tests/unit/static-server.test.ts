// The server behind `npm start`, the browser tests and the Lighthouse benchmark behaves like the static
// hosts the site is deployed to: clean URLs, a real 404, and text sent compressed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStaticServer } from '../../scripts/static-server.mjs';

let root: string;
let server: Server;
let origin: string;
const page = `<!doctype html><html lang="en"><title>Readings</title><p>${'A long enough page to compress. '.repeat(200)}</p></html>`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'readings.html'), page);
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(path.join(root, 'card.png'), Buffer.alloc(4096, 7));
  server = await startStaticServer({ root, port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  test('serves pages at clean URLs and unknown paths as the 404 page with status 404', async () => {
    const readings = await fetch(`${origin}/readings`);
    expect(readings.status).toBe(200);
    expect(await readings.text()).toContain('<title>Readings</title>');

    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  test('sends HTML gzip-compressed to a browser that accepts gzip, as a CDN would', async () => {
    const gzip = await rawGet('/readings', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(gzip.body.length).toBeLessThan(page.length / 5);
  });

  test('prefers brotli when the browser accepts it, and the bytes decode to the page', async () => {
    const brotli = await rawGet('/readings', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
  });

  test('sends pages as they are to a client that asks for no encoding, and images uncompressed', async () => {
    const plain = await rawGet('/readings', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);

    const image = await rawGet('/card.png', 'gzip, br');
    expect(image.encoding).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });
});

/** A plain http request, so the body arrives exactly as sent over the wire (fetch would decode it). */
function rawGet(pathname: string, acceptEncoding: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + pathname, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
