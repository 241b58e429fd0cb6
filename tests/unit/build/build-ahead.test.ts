// lib/build-ahead hands a route's work to a worker thread during `next build` and gives each page its result.
// The worker here is a small JavaScript stand-in speaking the same protocol as serveInOrder (the real workers
// are TypeScript bundled by Next.js; the browser tests read what they produce in the built site).
import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildAhead } from '@/lib/build-ahead';
import { yieldToThePages } from '@/lib/build-ahead/serve';

// Answers "ahead:<input>", fails the job whose input is "bad", and stops the thread on "crash".
const STAND_IN = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (jobs) => {
  for (const { key, input } of jobs) {
    if (input === 'crash') process.exit(3);
    parentPort.postMessage(input === 'bad' ? { key, error: 'Error: unreadable' } : { key, output: 'ahead:' + input });
  }
});`;

let threads: Worker[];
const startStandIn = () => {
  const thread = new Worker(STAND_IN, { eval: true });
  threads.push(thread);
  return thread;
};
const computeNow = vi.fn(async (input: string) => `now:${input}`);

beforeEach(() => {
  threads = [];
  computeNow.mockClear();
  vi.stubEnv('NEXT_PHASE', 'phase-production-build');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(threads.map((thread) => thread.terminate()));
});

describe('work done ahead during the build', () => {
  test('each page takes the result the worker produced for its key', async () => {
    const ahead = buildAhead('The test worker', startStandIn, computeNow);
    ahead.start([
      { key: 'first', input: 'one' },
      { key: 'second', input: 'two' },
    ]);
    expect(await ahead.take('second', 'two')).toBe('ahead:two');
    expect(await ahead.take('first', 'one')).toBe('ahead:one');
    expect(computeNow).not.toHaveBeenCalled();
    expect(threads).toHaveLength(1);
  });

  test('a key that was not started, taken twice, or whose input changed is computed on the spot', async () => {
    const ahead = buildAhead('The test worker', startStandIn, computeNow);
    ahead.start([{ key: 'first', input: 'one' }]);
    expect(await ahead.take('other', 'x')).toBe('now:x');
    expect(await ahead.take('first', 'changed')).toBe('now:changed');
    expect(await ahead.take('first', 'one')).toBe('now:one');
  });

  test('a job that fails fails its page, naming the work and the key', async () => {
    const ahead = buildAhead('The test worker', startStandIn, computeNow);
    ahead.start([
      { key: 'broken-article', input: 'bad' },
      { key: 'fine', input: 'ok' },
    ]);
    await expect(ahead.take('broken-article', 'bad')).rejects.toThrow(
      'The test worker failed on broken-article: Error: unreadable',
    );
    expect(await ahead.take('fine', 'ok')).toBe('ahead:ok');
  });

  test('a worker that dies fails every page still waiting, even one that already asked', async () => {
    const ahead = buildAhead('The test worker', startStandIn, computeNow);
    ahead.start([
      { key: 'a', input: 'crash' },
      { key: 'b', input: 'never answered' },
    ]);
    const waiting = ahead.take('a', 'crash');
    await expect(waiting).rejects.toThrow('The test worker stopped (exit code 3)');
    await expect(ahead.take('b', 'never answered')).rejects.toThrow('The test worker stopped (exit code 3)');
  });

  test('outside next build nothing starts and every result is computed on request', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-development-server');
    const ahead = buildAhead('The test worker', startStandIn, computeNow);
    ahead.start([{ key: 'first', input: 'one' }]);
    expect(threads).toHaveLength(0);
    expect(await ahead.take('first', 'one')).toBe('now:one');
  });
});

describe('the worker threads give way to the page-rendering thread', () => {
  // Linux only, like the build machines this matters on: the nice value is field 19 of /proc/thread-self/stat.
  const STAT_OF_THIS_THREAD = `require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8')`;
  const niceIn = (stat: string) => Number(stat.split(') ')[1]!.split(' ')[16]);
  const niceOfThisThread = () => niceIn(readFileSync('/proc/thread-self/stat', 'utf8'));

  test.runIf(process.platform === 'linux')(
    'the thread lowers its own priority to the lowest, and no other',
    async () => {
      // Another thread of the same process, started before, that reports its priority when asked.
      const sibling = new Worker(
        `require('node:worker_threads').parentPort.on('message', () => require('node:worker_threads').parentPort.postMessage(${STAT_OF_THIS_THREAD}))`,
        { eval: true },
      );
      threads.push(sibling);
      const siblingNice = () =>
        new Promise<number>((resolve) => {
          sibling.once('message', (stat: string) => resolve(niceIn(stat)));
          sibling.postMessage('nice?');
        });
      const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
      const before = niceOfThisThread();
      expect(before).toBeLessThan(19);
      try {
        yieldToThePages();
        expect(niceOfThisThread()).toBe(19);
        expect(await siblingNice()).toBe(before);
      } finally {
        // Raising it back needs root (as in CI); otherwise the rest of this file runs at the lowest priority.
        try {
          setPriority(threadId, before);
        } catch {}
      }
    },
  );
});
