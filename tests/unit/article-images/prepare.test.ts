import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARTICLE_IMAGE_PATH,
  ArticleImageError,
  clearMemo,
  outputFile,
  outputWidths,
  prepareArticleImage,
  type PrepareOptions,
} from '@/lib/article-images/prepare';
import { jpeg, png, serve, startStorageHost, SCRIPTED_SVG, SVG, tempDir, type StorageHost } from './support';

let host: StorageHost;
let wide: Buffer;
let between: Buffer;
let narrow: Buffer;
let sideways: Buffer;
let root: string;
let removeRoot: () => Promise<void>;
let options: PrepareOptions;

beforeAll(async () => {
  [wide, between, narrow, sideways] = await Promise.all([
    png(2000, 1000),
    png(1000, 500),
    jpeg(300, 200),
    jpeg(300, 200, 6),
  ]);
  host = await startStorageHost();
  host.route('/wide.png', serve(wide));
  host.route('/between.png', serve(between));
  host.route('/narrow.jpg', serve(narrow, 'image/jpeg'));
  host.route('/sideways.jpg', serve(sideways, 'image/jpeg'));
  host.route('/scripted.svg', serve(SCRIPTED_SVG, 'image/svg+xml'));
  host.route(
    '/wide.svg',
    serve(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500"><rect width="1000" height="500"/></svg>',
      'image/svg+xml',
    ),
  );
  host.route('/page.html', serve('<!doctype html><html><body>Sign in</body></html>', 'text/html'));
});

afterAll(async () => {
  await host.close();
});

beforeEach(async () => {
  ({ dir: root, remove: removeRoot } = await tempDir());
  const publicDir = path.join(root, 'public');
  await mkdir(path.join(publicDir, 'images', 'articles'), { recursive: true });
  options = { publicDir, cacheDir: path.join(root, 'cache'), backoff: { initialDelayMs: 1 }, sleep: async () => {} };
  host.requests.length = 0;
  clearMemo();
});

afterEach(async () => {
  await removeRoot();
});

async function webp(name: string): Promise<{ format: string; width: number; height: number }> {
  const { format, width, height } = await sharp(outputFile(options.cacheDir, name)).metadata();
  return { format, width, height };
}

async function failure(address: string, overrides: Partial<PrepareOptions> = {}): Promise<ArticleImageError> {
  const error: unknown = await prepareArticleImage(address, { ...options, ...overrides }).then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ArticleImageError);
  return error as ArticleImageError;
}

describe('raster images', () => {
  it('converts a downloaded image to WebP at 1x and 2x of the article column', async () => {
    const image = await prepareArticleImage(host.url('/wide.png'), options);

    const [small, large] = image.files;
    expect(image.files).toHaveLength(2);
    expect(small).toMatch(/^[0-9a-f]{16}-704\.webp$/);
    expect(large).toBe(small!.replace('-704.', '-1408.'));
    expect(image).toEqual({
      src: `${ARTICLE_IMAGE_PATH}/${small}`,
      srcset: `${ARTICLE_IMAGE_PATH}/${small} 704w, ${ARTICLE_IMAGE_PATH}/${large} 1408w`,
      width: 704,
      height: 352,
      files: [small, large],
    });
    expect(await webp(small!)).toEqual({ format: 'webp', width: 704, height: 352 });
    expect(await webp(large!)).toEqual({ format: 'webp', width: 1408, height: 704 });
    expect(host.requests).toEqual(['/wide.png']);
  });

  it('never upscales: an image narrower than the column has one file at its own width', async () => {
    const image = await prepareArticleImage(host.url('/narrow.jpg'), options);

    expect(image.files).toEqual([expect.stringMatching(/^[0-9a-f]{16}-300\.webp$/)]);
    expect(image.srcset).toBeUndefined();
    expect(image).toMatchObject({ width: 300, height: 200, src: `${ARTICLE_IMAGE_PATH}/${image.files[0]}` });
    expect(await webp(image.files[0]!)).toEqual({ format: 'webp', width: 300, height: 200 });
  });

  it('keeps the full width of an image between 1x and 2x for 2x screens', async () => {
    const image = await prepareArticleImage(host.url('/between.png'), options);

    expect(image.files.map((name) => name.slice(17))).toEqual(['704.webp', '1000.webp']);
    expect(image.srcset).toMatch(/-704\.webp 704w, .*-1000\.webp 1000w$/);
    expect(await webp(image.files[1]!)).toEqual({ format: 'webp', width: 1000, height: 500 });
    expect(outputWidths(705)).toEqual([704]);
    expect(outputWidths(1408)).toEqual([704, 1408]);
    expect(outputWidths(5000)).toEqual([704, 1408]);
  });

  it('applies the EXIF orientation (a photo stored sideways)', async () => {
    const image = await prepareArticleImage(host.url('/sideways.jpg'), options);

    expect(image).toMatchObject({ width: 200, height: 300 });
    expect(await webp(image.files[0]!)).toEqual({ format: 'webp', width: 200, height: 300 });
  });

  it('names files by the source bytes, so the same image from two addresses shares its files', async () => {
    await writeFile(path.join(options.publicDir, 'images', 'articles', 'wide.png'), wide);

    const remote = await prepareArticleImage(host.url('/wide.png'), options);
    const local = await prepareArticleImage('/images/articles/wide.png', options);

    expect(local.files).toEqual(remote.files);
    // The hash covers the settings too: it is not the bare hash of the bytes.
    const bare = createHash('sha256').update(wide).digest('hex').slice(0, 16);
    expect(local.files[0]).not.toContain(bare);
  });
});

describe('SVG', () => {
  it('of the project (public/) is kept unchanged, named by the hash of its bytes, with its declared size', async () => {
    await writeFile(path.join(options.publicDir, 'images', 'articles', 'chart.svg'), SVG);

    const image = await prepareArticleImage('/images/articles/chart.svg', options);

    const name = `${createHash('sha256').update(SVG).digest('hex').slice(0, 16)}.svg`;
    expect(image).toEqual({ src: `${ARTICLE_IMAGE_PATH}/${name}`, width: 120, height: 60, files: [name] });
    expect(await readFile(outputFile(options.cacheDir, name), 'utf8')).toBe(SVG);
  });

  it('from elsewhere is drawn into WebP at its own width and twice it, so no script of its can be served', async () => {
    const image = await prepareArticleImage(host.url('/scripted.svg'), options);

    // Shown at its own size, as the SVG would have been, with the sharper drawing for 2x screens.
    expect(image).toMatchObject({ width: 120, height: 60 });
    expect(image.files).toHaveLength(2);
    expect(image.files.every((name) => name.endsWith('.webp'))).toBe(true);
    expect(await webp(image.files[0]!)).toEqual({ format: 'webp', width: 120, height: 60 });
    expect(await webp(image.files[1]!)).toEqual({ format: 'webp', width: 240, height: 120 });
    expect(image.srcset).toBe(
      `${ARTICLE_IMAGE_PATH}/${image.files[0]} 120w, ${ARTICLE_IMAGE_PATH}/${image.files[1]} 240w`,
    );
    for (const name of image.files) {
      expect((await readFile(outputFile(options.cacheDir, name))).includes('alert')).toBe(false);
    }
  });

  it('from elsewhere and wider than the column is drawn like a wide picture, at the column’s 1x and 2x', async () => {
    const image = await prepareArticleImage(host.url('/wide.svg'), options);

    expect(image).toMatchObject({ width: 704, height: 352 });
    expect(await webp(image.files[1]!)).toEqual({ format: 'webp', width: 1408, height: 704 });
  });
});

describe('site-relative addresses', () => {
  it('reads the file from publicDir, decoding %-escapes', async () => {
    await writeFile(path.join(options.publicDir, 'images', 'articles', 'my chart.jpg'), narrow);

    const image = await prepareArticleImage('/images/articles/my%20chart.jpg', options);

    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(await webp(image.files[0]!)).toEqual({ format: 'webp', width: 300, height: 200 });
    expect(host.requests).toEqual([]);
  });

  it('reports a missing file as not found', async () => {
    const error = await failure('/images/articles/missing.png');

    // Where it was looked for: a file put in the wrong folder is found at once.
    const looked = path.join(options.publicDir, 'images/articles/missing.png');
    expect(error.message).toBe(`/images/articles/missing.png: not found (no file ${looked})`);
    expect(error).toMatchObject({ address: '/images/articles/missing.png', reason: `not found (no file ${looked})` });
  });

  it('refuses anything that resolves outside publicDir', async () => {
    // A real image just outside publicDir, and one inside it through a symlink that leads out.
    await writeFile(path.join(root, 'secret.png'), narrow);
    await symlink(path.join(root, 'secret.png'), path.join(options.publicDir, 'link.png'));

    for (const address of [
      '/../secret.png',
      '/..%2fsecret.png',
      '/%2e%2e%2fsecret.png',
      '/images/..%2f..%2fsecret.png',
      '/link.png',
    ]) {
      const error = await failure(address);
      expect(error.message.startsWith(`${address}: not found`)).toBe(true);
      expect(error.message).not.toContain(path.join(root, 'secret.png'));
    }
  });

  it('reports a file that is not an image', async () => {
    await writeFile(path.join(options.publicDir, 'notes.png'), 'just text');

    expect((await failure('/notes.png')).message).toBe('/notes.png: not an image');
  });
});

describe('other addresses', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'images/articles/x.png',
    '//cdn.example.com/x.png',
    '/\\cdn.example.com/x.png',
    'ftp://example.com/x.png',
    'http://',
    'javascript:alert(1)',
  ])('refuses %s', async (address) => {
    const error = await failure(address);

    expect(error.message).toBe(
      `${address}: not a site path (starting with "/") or an http(s) address` +
        (address === 'images/articles/x.png' ? ' (did you mean "/images/articles/x.png"?)' : ''),
    );
    expect(host.requests).toEqual([]);
  });

  it('shortens a long address in the message but keeps it whole on the error', async () => {
    const address = `data:image/png;base64,${'A'.repeat(5_000)}`;

    const error = await failure(address);

    expect(error.address).toBe(address);
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('the cache', () => {
  it('serves a later build from the kept download, without a request or a new encoding', async () => {
    const first = await prepareArticleImage(host.url('/wide.png'), options);
    const written = await Promise.all(first.files.map((name) => stat(outputFile(options.cacheDir, name))));
    clearMemo();

    const second = await prepareArticleImage(host.url('/wide.png'), options);

    expect(second).toEqual(first);
    expect(host.requests).toEqual(['/wide.png']);
    const kept = await Promise.all(second.files.map((name) => stat(outputFile(options.cacheDir, name))));
    expect(kept.map((file) => file.mtimeMs)).toEqual(written.map((file) => file.mtimeMs));
  });

  it('encodes a missing output again from the kept download', async () => {
    const first = await prepareArticleImage(host.url('/wide.png'), options);
    await rm(outputFile(options.cacheDir, first.files[1]!));
    clearMemo();

    const second = await prepareArticleImage(host.url('/wide.png'), options);

    expect(second).toEqual(first);
    expect(await webp(first.files[1]!)).toEqual({ format: 'webp', width: 1408, height: 704 });
    expect(host.requests).toEqual(['/wide.png']);
  });

  it('keeps the download under the hash of its address, and no temporary files', async () => {
    const address = host.url('/wide.png');
    const image = await prepareArticleImage(address, options);

    const hash = createHash('sha256').update(address).digest('hex');
    expect(await readFile(path.join(options.cacheDir, 'downloads', hash))).toEqual(wide);
    expect((await readdir(path.join(options.cacheDir, 'files'))).sort()).toEqual([...image.files].sort());
    expect(await readdir(path.join(options.cacheDir, 'tmp'))).toEqual([]);
  });

  it('does not keep an answer that is not an image', async () => {
    expect((await failure(host.url('/page.html'))).reason).toBe('not an image');
    expect((await failure(host.url('/page.html'))).reason).toBe('not an image');

    expect(host.requests).toEqual(['/page.html', '/page.html']);
  });

  it('shares one piece of work between concurrent calls for the same address', async () => {
    const calls = [1, 2, 3].map(() => prepareArticleImage(host.url('/wide.png'), options));

    const [first, ...others] = await Promise.all(calls);

    expect(others).toEqual([first, first]);
    expect(calls[1]).toBe(calls[0]);
    expect(host.requests).toEqual(['/wide.png']);
  });
});
