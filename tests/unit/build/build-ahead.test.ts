// lib/build-ahead hands a route's work to a worker thread during `next build` and gives each page its result.
// The worker here is a small JavaScript stand-in speaking the same protocol as serveInOrder (the real thread runs
// TypeScript bundled by Next.js; the browser tests read what it produces in the built site).
import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aheadThread, buildAhead, type AheadThread } from '@/lib/build-ahead';
import { jobQueue, yieldToThePages, type AheadRequest } from '@/lib/build-ahead/serve';

// Answers "{kind}:<input>", fails the job whose input is "bad", and stops the thread on "crash".
const STAND_IN = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (jobs) => {
  for (const { kind, key, input } of jobs) {
    if (input === 'crash') process.exit(3);
    parentPort.postMessage(input === 'bad' ? { kind, key, error: 'Error: unreadable' } : { kind, key, output: kind + ':' + input });
  }
});`;

let threads: Worker[];
let thread: AheadThread;
const computeNow = vi.fn(async (input: string) => `now:${input}`);
const ahead = (kind = 'test') => buildAhead(() => thread, kind, 'Testing', computeNow);

beforeEach(() => {
  threads = [];
  thread = aheadThread(() => {
    const started = new Worker(STAND_IN, { eval: true });
    threads.push(started);
    return started;
  });
  computeNow.mockClear();
  vi.stubEnv('NEXT_PHASE', 'phase-production-build');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(threads.map((started) => started.terminate()));
});

describe('work done ahead during the build', () => {
  test('each page takes the result the worker produced for its key', async () => {
    const work = ahead();
    work.start([
      { key: 'first', input: 'one' },
      { key: 'second', input: 'two' },
    ]);
    expect(await work.take('second', 'two')).toBe('test:two');
    expect(await work.take('first', 'one')).toBe('test:one');
    expect(computeNow).not.toHaveBeenCalled();
    expect(threads).toHaveLength(1);
  });

  test('two kinds of work share the one thread, and the same key in each is two jobs', async () => {
    const markdown = ahead('markdown');
    const cards = ahead('social-card');
    cards.start([{ key: 'why', input: 'card' }]);
    markdown.start([{ key: 'why', input: 'text' }]);
    expect(await markdown.take('why', 'text')).toBe('markdown:text');
    expect(await cards.take('why', 'card')).toBe('social-card:card');
    expect(threads).toHaveLength(1);
  });

  test('a key that was not started, taken twice, or whose input changed is computed on the spot', async () => {
    const work = ahead();
    work.start([{ key: 'first', input: 'one' }]);
    expect(await work.take('other', 'x')).toBe('now:x');
    expect(await work.take('first', 'changed')).toBe('now:changed');
    expect(await work.take('first', 'one')).toBe('now:one');
  });

  test('a job that fails fails its page, naming the work and the key', async () => {
    const work = ahead();
    work.start([
      { key: 'broken-article', input: 'bad' },
      { key: 'fine', input: 'ok' },
    ]);
    await expect(work.take('broken-article', 'bad')).rejects.toThrow(
      'Testing failed on broken-article: Error: unreadable',
    );
    expect(await work.take('fine', 'ok')).toBe('test:ok');
  });

  test('a thread that dies fails every page still waiting, of every kind, even one that already asked', async () => {
    const markdown = ahead('markdown');
    const cards = buildAhead(() => thread, 'social-card', 'Drawing', computeNow);
    markdown.start([
      { key: 'a', input: 'crash' },
      { key: 'b', input: 'never answered' },
    ]);
    cards.start([{ key: 'c', input: 'never answered' }]);
    const waiting = markdown.take('a', 'crash');
    await expect(waiting).rejects.toThrow("Testing stopped: the build's worker thread exited (exit code 3)");
    await expect(markdown.take('b', 'never answered')).rejects.toThrow('exit code 3');
    await expect(cards.take('c', 'never answered')).rejects.toThrow(
      "Drawing stopped: the build's worker thread exited (exit code 3)",
    );
  });

  test('outside next build nothing starts and every result is computed on request', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-development-server');
    const work = ahead();
    work.start([{ key: 'first', input: 'one' }]);
    expect(threads).toHaveLength(0);
    expect(await work.take('first', 'one')).toBe('now:one');
  });
});

describe('the order the thread serves its jobs in', () => {
  const job = (kind: string, key: string): AheadRequest => ({ kind, key, input: key });
  const drain = (queue: ReturnType<typeof jobQueue>) => {
    const served: string[] = [];
    for (let next = queue.next(); next; next = queue.next()) served.push(`${next.kind}/${next.key}`);
    return served;
  };

  test("the kind listed first goes first, even when the other kind's jobs came earlier", () => {
    const queue = jobQueue(['markdown', 'social-card']);
    queue.push([job('social-card', 'a'), job('social-card', 'b')]);
    queue.push([job('markdown', 'a'), job('markdown', 'b')]);
    expect(drain(queue)).toEqual(['markdown/a', 'markdown/b', 'social-card/a', 'social-card/b']);
  });

  test('a job of the first kind that arrives while the others are being served is next', () => {
    const queue = jobQueue(['markdown', 'social-card']);
    queue.push([job('social-card', 'a'), job('social-card', 'b')]);
    expect(queue.next()?.key).toBe('a');
    queue.push([job('markdown', 'late')]);
    expect(drain(queue)).toEqual(['markdown/late', 'social-card/b']);
  });

  test('a batch with a kind the thread does not serve is refused whole, naming the kind', () => {
    const queue = jobQueue(['markdown']);
    expect(() => queue.push([job('markdown', 'a'), job('pdf', 'b')])).toThrow(
      'no work of the kind "pdf" is done ahead (known: markdown)',
    );
    expect(queue.next()).toBeUndefined();
  });
});

describe('the worker thread gives way to the page-rendering thread', () => {
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
