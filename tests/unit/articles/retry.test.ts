import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelays, DEFAULT_BACKOFF, RetriesExhaustedError, withRetry } from '@/lib/articles/retry';

class Transient extends Error {}
class Permanent extends Error {}

const isRetryable = (error: unknown) => error instanceof Transient;

/** An operation failing with `failures` in turn, then answering `value`. */
function flaky<T>(failures: Error[], value: T) {
  const calls: number[] = [];
  const operation = async (attempt: number) => {
    calls.push(attempt);
    const failure = failures[attempt - 1];
    if (failure) throw failure;
    return value;
  };
  return { operation, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelays', () => {
  it('waits 1 s, 2 s, 4 s by default: 3 retries after the first attempt', () => {
    expect(backoffDelays(DEFAULT_BACKOFF)).toEqual([1_000, 2_000, 4_000]);
  });

  it('doubles each delay and never waits more than 30 s', () => {
    expect(backoffDelays({ ...DEFAULT_BACKOFF, retries: 7 })).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('withRetry', () => {
  it('returns at once when the first attempt succeeds', async () => {
    const sleep = vi.fn(async () => {});
    const { operation, calls } = flaky([], 'ok');
    expect(await withRetry(operation, { isRetryable, sleep })).toBe('ok');
    expect(calls).toEqual([1]);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries transient failures with doubling waits, then succeeds', async () => {
    const waits: number[] = [];
    const notices: string[] = [];
    const { operation, calls } = flaky([new Transient('503'), new Transient('503')], 'ok');
    const result = await withRetry(operation, {
      isRetryable,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onRetry: (error, { attempt, attempts, delayMs }) =>
        notices.push(`${(error as Error).message} ${attempt}/${attempts} ${delayMs}`),
    });
    expect(result).toBe('ok');
    expect(calls).toEqual([1, 2, 3]);
    expect(waits).toEqual([1_000, 2_000]);
    expect(notices).toEqual(['503 1/4 1000', '503 2/4 2000']);
  });

  it('gives up after 4 attempts in all, keeping the last failure', async () => {
    const waits: number[] = [];
    const last = new Transient('last');
    const { operation, calls } = flaky([new Transient('a'), new Transient('b'), new Transient('c'), last], 'never');
    const failure = await withRetry(operation, {
      isRetryable,
      sleep: async (ms) => {
        waits.push(ms);
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetriesExhaustedError);
    expect((failure as RetriesExhaustedError).attempts).toBe(4);
    expect((failure as RetriesExhaustedError).lastError).toBe(last);
    expect(calls).toEqual([1, 2, 3, 4]);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('does not retry a failure that is not retryable', async () => {
    const permanent = new Permanent('401');
    const { operation, calls } = flaky([new Transient('503'), permanent], 'never');
    await expect(withRetry(operation, { isRetryable, sleep: async () => {} })).rejects.toBe(permanent);
    expect(calls).toEqual([1, 2]);
  });

  it('caps the waits at maxDelayMs with the options given', async () => {
    const waits: number[] = [];
    const { operation } = flaky(
      Array.from({ length: 5 }, () => new Transient('x')),
      'ok',
    );
    await withRetry(operation, {
      isRetryable,
      retries: 5,
      initialDelayMs: 10,
      maxDelayMs: 50,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toEqual([10, 20, 40, 50, 50]);
  });

  it('really waits between attempts when no sleep is injected', async () => {
    vi.useFakeTimers();
    const { operation, calls } = flaky([new Transient('a'), new Transient('b')], 'ok');
    const result = withRetry(operation, { isRetryable });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(calls).toEqual([1, 2, 3]);
  });
});
