/**
 * Retry with exponential backoff for build-time reads (spec 9, data-fetching defaults: retry 3 times with
 * backoff up to 30 s). Delays and sleeping are injectable so tests run in milliseconds.
 */

export interface BackoffOptions {
  /** Retries after the first attempt; 3 means up to 4 attempts in all. */
  retries: number;
  /** Delay before the first retry; each later delay doubles. */
  initialDelayMs: number;
  /** No delay exceeds this. */
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { retries: 3, initialDelayMs: 1_000, maxDelayMs: 30_000 };

export interface RetryOptions extends Partial<BackoffOptions> {
  /** Whether a failure is worth another attempt (network errors, timeouts, 5xx); others fail at once. */
  isRetryable: (error: unknown) => boolean;
  /** Told before each wait, so the build log shows why it is slower than usual. */
  onRetry?: (error: unknown, retry: { attempt: number; attempts: number; delayMs: number }) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** Thrown when every attempt failed; `cause` is the last failure. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`failed ${attempts} times`, { cause: lastError });
    this.name = 'RetriesExhaustedError';
  }
}

/** The waits between attempts: initial, doubled each time, capped. */
export function backoffDelays({ retries, initialDelayMs, maxDelayMs }: BackoffOptions): number[] {
  return Array.from({ length: retries }, (_, index) => Math.min(initialDelayMs * 2 ** index, maxDelayMs));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `operation` until it succeeds, a failure is not retryable (rethrown as is), or the attempts run out
 * (RetriesExhaustedError wrapping the last failure). `operation` gets the 1-based attempt number.
 */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const delays = backoffDelays({ ...DEFAULT_BACKOFF, ...definedOnly(options) });
  const attempts = delays.length + 1;
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!options.isRetryable(error)) throw error;
      const delayMs = delays[attempt - 1];
      if (delayMs === undefined) throw new RetriesExhaustedError(attempts, error);
      options.onRetry?.(error, { attempt, attempts, delayMs });
      await wait(delayMs);
    }
  }
}

function definedOnly(options: Partial<BackoffOptions>): Partial<BackoffOptions> {
  const picked: Partial<BackoffOptions> = {};
  if (options.retries !== undefined) picked.retries = options.retries;
  if (options.initialDelayMs !== undefined) picked.initialDelayMs = options.initialDelayMs;
  if (options.maxDelayMs !== undefined) picked.maxDelayMs = options.maxDelayMs;
  return picked;
}
