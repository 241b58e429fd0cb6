// A site with no published article: the owner's first deploy, before writing anything. Built for real (next
// build, into a folder of its own beside out/) from an empty articles folder, then served as a host would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { xml2js, type Element } from 'xml-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../scripts/static-server.mjs';

const OUT_DIR = 'out-empty-site-test';
const TSCONFIG = `${OUT_DIR}.tsconfig.json`;
let server: Server;
let origin: string;

beforeAll(async () => {
  const articlesDir = mkdtempSync(path.join(tmpdir(), 'no-articles-'));
  rmSync(OUT_DIR, { recursive: true, force: true });
  // next.config.mjs has a build into OUT_DIR read this tsconfig, so Next edits it instead of tsconfig.json.
  writeFileSync(TSCONFIG, JSON.stringify({ extends: './tsconfig.json' }));
  // Vitest's NODE_ENV=test is not one next build accepts: the build runs as from a shell.
  // (spawn leaves out a variable whose value is undefined.)
  const env = { ...process.env, NODE_ENV: undefined, ARTICLES_DIR: articlesDir, SITE_OUT_DIR: OUT_DIR };
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    env: env as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}\n${build.stderr}`);
  expect(build.stdout).toContain('[articles] 0 published articles from markdown files');
  server = await startStaticServer({ root: OUT_DIR, port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(OUT_DIR, { recursive: true, force: true });
  rmSync(TSCONFIG, { force: true });
}, 20_000);

const get = (address: string) => fetch(new URL(address, origin));

/** The parsed XML document, or a failure naming what is wrong with it. */
async function xmlAt(address: string): Promise<Element> {
  const response = await get(address);
  expect(response.status).toBe(200);
  return xml2js(await response.text(), { compact: false }) as Element;
}

/** Every element of the document named `name`. */
function elements(node: Element, name: string): Element[] {
  const own = node.name === name ? [node] : [];
  return [...own, ...(node.elements ?? []).flatMap((child) => elements(child, name))];
}

const text = (node: Element) => String(node.elements?.find((child) => child.type === 'text')?.text ?? '');

describe('a site with no published article', () => {
  it('shows the list with its no-articles state', async () => {
    const response = await get('/articles');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('No articles found matching your criteria.');
  });

  it('has no placeholder page, data or social card for the empty article and tag routes: they answer 404', async () => {
    const files = readdirSync(OUT_DIR, { recursive: true }).map(String);
    expect(files.filter((file) => file.includes('_none'))).toEqual([]);
    for (const address of [
      '/articles/_none',
      '/articles/tags/_none',
      '/og/articles/_none.png',
      '/articles/_none.txt',
    ]) {
      expect((await get(address)).status, address).toBe(404);
    }
  });

  it('has a valid sitemap that lists the pages and no article or tag', async () => {
    const locations = elements(await xmlAt('/sitemap.xml'), 'loc').map(text);
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.filter((location) => /\/articles\/./.test(location))).toEqual([]);
    expect(locations.some((location) => location.endsWith('/articles'))).toBe(true);
  });

  it('has a valid feed with no item', async () => {
    const feed = await xmlAt('/feed.xml');
    expect(elements(feed, 'channel')).toHaveLength(1);
    expect(elements(feed, 'item')).toEqual([]);
  });
});
