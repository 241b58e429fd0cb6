import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { test, expect } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { siteRoutes } from './support/routes';

// A slow connection delivers the page a little at a time, and a browser paints whatever it has parsed
// so far. The site's styles sit inline beside the markup they style, so a half-arrived page must not
// be painted in a layout its later markup changes (the portrait arriving above the hero text, a
// badge arriving beside a card title).
const CHUNK_BYTES = 4096;
const PAUSE_MS = 30;

interface SlowServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves the built site through a loopback proxy that trickles each HTML document out in small pieces. */
async function startSlowServer(siteOrigin: string): Promise<SlowServer> {
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
      for (let start = 0; start < body.length; start += CHUNK_BYTES) {
        response.write(body.subarray(start, start + CHUNK_BYTES));
        await delay(PAUSE_MS);
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let slow: SlowServer;
test.beforeAll(async ({}, testInfo) => {
  slow = await startSlowServer(testInfo.project.use.baseURL!);
});
test.afterAll(async () => slow.close());

test.describe('on a slow connection', () => {
  for (const route of siteRoutes) {
    test(`${route.path} moves nothing while it arrives`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`${slow.origin}${route.path}`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
