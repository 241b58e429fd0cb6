import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArticleImageError, outputFile, prepareArticleImage, type PrepareOptions } from '@/lib/article-images/prepare';
import { png, serve, startStorageHost, tempDir, type Route, type StorageHost } from './support';

let host: StorageHost;
let image: Buffer;
let options: PrepareOptions;
let removeDirs: () => Promise<void>;
let sleeps: number[];
let retries: string[];

beforeAll(async () => {
  image = await png(2000, 1000);
  host = await startStorageHost();
});

afterAll(async () => {
  await host.close();
});

beforeEach(async () => {
  const { dir, remove } = await tempDir();
  removeDirs = remove;
  sleeps = [];
  retries = [];
  // A fresh cacheDir per test is also a fresh memo: nothing carries over between tests.
  options = {
    publicDir: path.join(dir, 'public'),
    cacheDir: path.join(dir, 'cache'),
    timeoutMs: 2_000,
    backoff: { initialDelayMs: 1 },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onRetry: (message) => retries.push(message),
  };
  host.requests.length = 0;
});

afterEach(async () => {
  await removeDirs();
});

async function failure(address: string): Promise<ArticleImageError> {
  const error: unknown = await prepareArticleImage(address, options).then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ArticleImageError);
  return error as ArticleImageError;
}

/** Fails the first `failures` requests with `status`, then serves the image. */
function failingFirst(failures: number, status: number): Route {
  return (request, response, attempt) => {
    if (attempt <= failures) response.writeHead(status).end('busy');
    else serve(image)(request, response, attempt);
  };
}

describe('answers that fail at once', () => {
  it.each([
    [404, 'not found (HTTP 404)'],
    [410, 'not found (HTTP 410)'],
    [403, 'refused (HTTP 403)'],
  ])('HTTP %i: one request, no retry', async (status, reason) => {
    host.route(`/gone-${status}.png`, serve('nothing here', 'text/plain', status));
    const address = host.url(`/gone-${status}.png`);

    const error = await failure(address);

    expect(error.message).toBe(`${address}: ${reason}`);
    expect(host.requests).toEqual([`/gone-${status}.png`]);
    expect(retries).toEqual([]);
  });

  it('a body that is not an image', async () => {
    host.route('/login.html', serve('<!doctype html><html><body>Sign in</body></html>', 'text/html'));

    expect((await failure(host.url('/login.html'))).reason).toBe('not an image');
    expect(host.requests).toHaveLength(1);
  });
});

describe('the byte limit', () => {
  it('refuses a declared Content-Length over maxBytes without reading the body', async () => {
    // The body never ends: reading it would time out (and be retried) instead of failing at once.
    host.route('/huge.png', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
      response.write(image.subarray(0, 100));
    });

    const error = await failure(host.url('/huge.png'));

    expect(error.reason).toBe('too large: more than 20 MB');
    expect(host.requests).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('cuts off a body without Content-Length once it streams past maxBytes', async () => {
    let sent = 0;
    let closed = false;
    host.route('/endless.png', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => {
        response.write(Buffer.alloc(1024, 1));
        sent += 1024;
      }, 2);
      response.on('close', () => {
        clearInterval(timer);
        closed = true;
      });
    });
    options.maxBytes = 10_000;

    const error = await failure(host.url('/endless.png'));

    expect(error.reason).toBe('too large: more than 9.8 KB');
    expect(host.requests).toHaveLength(1);
    await expect.poll(() => closed).toBe(true);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});

describe('retries', () => {
  it('retries a request that timed out, and succeeds', async () => {
    host.route('/slow.png', (request, response, attempt) => {
      if (attempt > 1) return serve(image)(request, response, attempt);
      const timer = setTimeout(() => serve(image)(request, response, attempt), 5_000);
      response.on('close', () => clearTimeout(timer));
    });
    options.timeoutMs = 100;

    const prepared = await prepareArticleImage(host.url('/slow.png'), options);

    expect(prepared).toMatchObject({ width: 704, height: 352 });
    expect(host.requests).toEqual(['/slow.png', '/slow.png']);
    expect(retries).toEqual([
      `[article-images] ${host.url('/slow.png')}: timed out after 0.1 s (attempt 1 of 4); retrying in 0.001 s`,
    ]);
  });

  it('retries 503 with backoff and succeeds on the fourth attempt', async () => {
    host.route('/busy.png', failingFirst(3, 503));

    const prepared = await prepareArticleImage(host.url('/busy.png'), options);

    expect((await sharp(outputFile(options.cacheDir, prepared.files[1]!)).metadata()).width).toBe(1408);
    expect(host.requests).toHaveLength(4);
    expect(sleeps).toEqual([1, 2, 4]);
    expect(retries).toHaveLength(3);
    expect(retries[2]).toContain('server error (HTTP 503) (attempt 3 of 4)');
  });

  it('gives up after the retries, saying why the last attempt failed', async () => {
    host.route('/down.png', serve('oops', 'text/plain', 500));
    const address = host.url('/down.png');

    const error = await failure(address);

    expect(error.message).toBe(`${address}: unreachable after 4 attempts (server error (HTTP 500))`);
    expect(host.requests).toHaveLength(4);
  });

  it('retries network errors', async () => {
    // A port that was free a moment ago: connections are refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    options.backoff = { retries: 1, initialDelayMs: 1 };

    const error = await failure(`http://127.0.0.1:${port}/x.png`);

    expect(error.reason).toMatch(/^unreachable after 2 attempts \(network error: .*ECONNREFUSED/);
    expect(retries).toHaveLength(1);
  });

  it('uses the injected fetch', async () => {
    const requested: string[] = [];
    options.fetch = async (input) => {
      requested.push(String(input));
      return new Response(new Uint8Array(image), { status: 200 });
    };

    const prepared = await prepareArticleImage('https://images.example.com/a%20b.png', options);

    expect(prepared.width).toBe(704);
    expect(requested).toEqual(['https://images.example.com/a%20b.png']);
    expect(host.requests).toEqual([]);
  });
});
