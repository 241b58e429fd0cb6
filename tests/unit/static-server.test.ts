// The server behind `npm start`, the browser tests and the Lighthouse benchmark behaves like the static
// hosts the site is deployed to: clean URLs, a real 404, and text sent compressed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { portFromEnv, startStaticServer } from '../../scripts/static-server.mjs';
import { runScript } from '../support/run-script';

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

describe('PORT for npm start and npm run serve', () => {
  const script = (name: string) => fileURLToPath(new URL(`../../scripts/${name}`, import.meta.url));
  let project: string;
  let blocker: Server;
  let takenPort: number;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), 'serve-port-'));
    mkdirSync(path.join(project, 'out'));
    writeFileSync(path.join(project, 'out', 'index.html'), '<!doctype html><title>Home</title>');
    blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    takenPort = (blocker.address() as AddressInfo).port;
  });

  afterAll(() => {
    blocker.close();
    rmSync(project, { recursive: true, force: true });
  });

  test('is a whole number from 1 to 65535; unset or empty means 3000', () => {
    expect(portFromEnv(undefined)).toEqual({ port: 3000 });
    expect(portFromEnv('')).toEqual({ port: 3000 });
    expect(portFromEnv(' 4307 ')).toEqual({ port: 4307 });
    expect(portFromEnv('65535')).toEqual({ port: 65535 });
    for (const wrong of ['abc', '0', '65536', '3000.5', '-1', '1e3', '0x50']) {
      expect(portFromEnv(wrong)).toEqual({
        problem: `PORT must be a whole number between 1 and 65535, got "${wrong}"`,
      });
    }
  });

  test('npm run serve on a port another server holds says so in one line, and exits with 1', async () => {
    const served = await runScript(script('serve.mjs'), project, { ...process.env, PORT: String(takenPort) });
    expect(served.stderr.trim()).toBe(
      `Port ${takenPort} is already in use (another server, perhaps npm run dev?). Stop it, or choose another port: PORT=3001 npm run serve`,
    );
    expect(served.code).toBe(1);
  });

  test('a PORT that is not a port stops npm run serve with one line naming the variable', async () => {
    const served = await runScript(script('serve.mjs'), project, { ...process.env, PORT: 'abc' });
    expect(served.stderr.trim()).toBe('PORT must be a whole number between 1 and 65535, got "abc"');
    expect(served.code).toBe(1);
  });

  test('a PORT that is not a port stops npm start before it builds anything', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'start-port-'));
    try {
      const started = await runScript(script('start.mjs'), empty, { ...process.env, PORT: '70000' });
      expect(started.stderr.trim()).toBe('PORT must be a whole number between 1 and 65535, got "70000"');
      expect(started.stdout).not.toContain('Building');
      expect(started.code).toBe(1);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
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
