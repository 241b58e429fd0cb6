/**
 * Downloads an article image at build time. Each attempt has its own timeout; failures that may pass
 * (network errors, timeouts, 5xx) are retried with backoff, the rest fail at once. The body is read
 * against a byte limit, so a wrong address (a video, an endless stream) cannot fill the build machine's
 * memory or hold the build.
 */
import { RetriesExhaustedError, withRetry, type BackoffOptions } from '../articles/retry';

export interface DownloadOptions {
  fetch?: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  backoff?: Partial<BackoffOptions>;
  sleep?: (ms: number) => Promise<void>;
  /** Told before each wait: why the attempt failed, and which attempt it was. */
  onRetry?: (reason: string, retry: { attempt: number; attempts: number; delayMs: number }) => void;
}

/** A failed download with a short reason; `retryable` says whether another attempt could succeed. */
export class DownloadError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'DownloadError';
  }
}

export async function downloadImage(url: string, options: DownloadOptions): Promise<Buffer> {
  try {
    return await withRetry(() => downloadOnce(url, options), {
      ...options.backoff,
      sleep: options.sleep,
      isRetryable: (error) => error instanceof DownloadError && error.retryable,
      onRetry: (error, retry) => options.onRetry?.(reasonOf(error), retry),
    });
  } catch (error) {
    if (error instanceof RetriesExhaustedError) {
      throw new DownloadError(`unreachable after ${error.attempts} attempts (${reasonOf(error.lastError)})`, false, {
        cause: error,
      });
    }
    throw error;
  }
}

async function downloadOnce(url: string, options: DownloadOptions): Promise<Buffer> {
  // One signal for the request and the body: a host that answers at once but then trickles is as stuck.
  const signal = AbortSignal.timeout(options.timeoutMs);
  const request = options.fetch ?? fetch;
  try {
    const response = await request(url, { signal, redirect: 'follow' });
    if (!response.ok) {
      await discard(response);
      throw statusError(response.status);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await discard(response);
      throw tooLarge(options.maxBytes);
    }
    return await readLimited(response, options.maxBytes);
  } catch (error) {
    throw asDownloadError(error, options.timeoutMs);
  }
}

/** The body, stopped (and the connection released) as soon as it passes `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

/** Frees the connection of an answer that will not be read. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function statusError(status: number): DownloadError {
  if (status === 404 || status === 410) return new DownloadError(`not found (HTTP ${status})`, false);
  if (status >= 500) return new DownloadError(`server error (HTTP ${status})`, true);
  if (status >= 400) return new DownloadError(`refused (HTTP ${status})`, false);
  // A redirect that fetch did not follow (no Location, too many hops) or an odd 1xx/3xx: not an image.
  return new DownloadError(`unexpected answer (HTTP ${status})`, false);
}

function tooLarge(maxBytes: number): DownloadError {
  // Another attempt would bring the same bytes.
  return new DownloadError(`too large: more than ${formatBytes(maxBytes)}`, false);
}

function asDownloadError(error: unknown, timeoutMs: number): DownloadError {
  if (error instanceof DownloadError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DownloadError(`timed out after ${timeoutMs / 1000} s`, true, { cause: error });
  }
  // fetch reports refused, reset and DNS failures (also mid-body) as a TypeError with the system error as cause.
  if (error instanceof TypeError) {
    const cause = error.cause instanceof Error ? error.cause : error;
    return new DownloadError(`network error: ${firstLine(cause)}`, true, { cause: error });
  }
  return new DownloadError(firstLine(error), false, { cause: error });
}

function reasonOf(error: unknown): string {
  return error instanceof DownloadError ? error.reason : firstLine(error);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
