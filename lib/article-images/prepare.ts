/**
 * Turns the address of an article image into files served by the site itself (the policy allows images
 * from 'self' only): a site-relative address is read from public/, an http(s) one is downloaded once and
 * kept in the build cache. An SVG of the project's public/ is kept as it is; any other image, an SVG from
 * anywhere else included, is converted to WebP at the article column's 1x and 2x widths. Output names carry
 * a hash of the source and of the encoding settings, so they can be cached forever by hosts and browsers.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { downloadFile, isFile, outputFile, readIfPresent, sha256Hex, writeAtomically } from './cache';
import { DownloadError, downloadImage } from './fetch-image';

export { outputFile } from './cache';

/** URL folder the files are served under. */
export const ARTICLE_IMAGE_PATH = '/article-images';
/** 1x and 2x of the 44rem article column, ascending. */
export const ARTICLE_IMAGE_WIDTHS: readonly number[] = [704, 1408];

const WEBP_QUALITY = 80;
/** Part of every WebP name: changing how files are encoded must rename them, as hosts cache them forever. */
const SETTINGS_VERSION = `webp q${WEBP_QUALITY} widths ${ARTICLE_IMAGE_WIDTHS.join(',')} v1`;
/** An image between two widths also gets one at its own width, unless that adds too little to be worth a file. */
const MIN_EXTRA_WIDTH_RATIO = 1.25;

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export interface PreparedImage {
  /** The 1x file (or the SVG), under ARTICLE_IMAGE_PATH. */
  src: string;
  /** Every WebP width with its `w` descriptor; absent for SVG or when there is one width. */
  srcset?: string;
  /** Intrinsic size of the `src` file. */
  width: number;
  height: number;
  /** File names (no folder) this image needs, each in the cache's output folder (see outputFile). */
  files: string[];
}

export interface PrepareOptions {
  /** Where site-relative addresses are read from (the project's public/). */
  publicDir: string;
  /** Downloads and outputs are kept here between builds, e.g. '.next/cache/article-images'. */
  cacheDir: string;
  fetch?: typeof fetch;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Default 20 MB. */
  maxBytes?: number;
  /** Default as lib/articles/retry.ts: 3 retries, from 1 s doubling. */
  backoff?: Partial<{ retries: number; initialDelayMs: number; maxDelayMs: number }>;
  sleep?: (ms: number) => Promise<void>;
  /** A log line when a download is retried. */
  onRetry?: (message: string) => void;
}

/** Why an image cannot be part of the site; the message is `${address}: ${reason}`, for the caller to prefix. */
export class ArticleImageError extends Error {
  constructor(
    readonly address: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`${shown(address)}: ${reason}`, options);
    this.name = 'ArticleImageError';
  }
}

/** A reason found below the public API, turned into an ArticleImageError with the address at the top. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const NOT_AN_ADDRESS = 'not a site path (starting with "/") or an http(s) address';
const NOT_FOUND = 'not found';
const NOT_AN_IMAGE = 'not an image';

/** Calls for the same image share one piece of work (articles are rendered by several pages at once). */
const pending = new Map<string, Promise<PreparedImage>>();

/** Forgets finished and running calls, so tests can show what a fresh build does. */
export function clearMemo(): void {
  pending.clear();
}

export function prepareArticleImage(address: string, options: PrepareOptions): Promise<PreparedImage> {
  const key = JSON.stringify([path.resolve(options.cacheDir), path.resolve(options.publicDir), address]);
  const existing = pending.get(key);
  if (existing) return existing;
  const work = prepare(address, options);
  pending.set(key, work);
  // A failure is not kept: a later call (after the cause is fixed, in a long-running process) tries again.
  work.catch(() => {
    if (pending.get(key) === work) pending.delete(key);
  });
  return work;
}

async function prepare(address: string, options: PrepareOptions): Promise<PreparedImage> {
  try {
    const source = classify(address);
    if (source.kind === 'local') {
      return await prepareBytes(await readLocal(source.pathname, options.publicDir), options.cacheDir, 'project');
    }
    const cached = downloadFile(options.cacheDir, address);
    const kept = await readIfPresent(cached);
    if (kept) return await prepareBytes(kept, options.cacheDir, 'elsewhere');
    const downloaded = await download(address, source.url, options);
    const prepared = await prepareBytes(downloaded, options.cacheDir, 'elsewhere');
    // Kept only once it proved to be an image: a wrong answer must not be served from the cache forever.
    await writeAtomically(options.cacheDir, cached, downloaded);
    return prepared;
  } catch (error) {
    if (error instanceof Refusal || error instanceof DownloadError) {
      throw new ArticleImageError(address, error.reason, { cause: error });
    }
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ArticleImageError(address, `could not be prepared: ${message}`, { cause: error });
  }
}

type Source = { kind: 'local'; pathname: string } | { kind: 'remote'; url: string };

function classify(address: string): Source {
  // "//host/x" and "/\host/x" are protocol-relative to browsers: another host, not a file of this site.
  if (address.startsWith('/') && !/^\/[/\\]/.test(address)) {
    // Parsed as a URL so dot segments, a query and a fragment mean what they mean to the browser.
    return { kind: 'local', pathname: new URL(address, 'http://site.invalid').pathname };
  }
  if (/^https?:\/\//i.test(address)) {
    try {
      return { kind: 'remote', url: new URL(address).href };
    } catch {
      // Not a URL after all (no host, bad port): same answer as for any other address.
    }
  }
  // "images/chart.png" is the commonest slip: a path of the site without its leading "/".
  const meant = /^[\w-]+(\/[\w.-]+)*\.\w+$/.test(address) ? ` (did you mean "/${address}"?)` : '';
  throw new Refusal(NOT_AN_ADDRESS + meant);
}

/** A file inside publicDir; anything that escapes it (encoded "..", a symlink out) is as good as missing. */
async function readLocal(pathname: string, publicDir: string): Promise<Buffer> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new Refusal(NOT_FOUND);
  }
  if (decoded.includes('\0')) throw new Refusal(NOT_FOUND);
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${decoded}`);
  if (!isInside(root, file)) throw new Refusal(NOT_FOUND);
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!isInside(realRoot, realFile)) throw new Refusal(NOT_FOUND);
    return await readFile(realFile);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // Where it was looked for, so a file in the wrong folder (or without "public/") is found at once.
    throw new Refusal(`${NOT_FOUND} (no file ${shownPath(file)})`);
  }
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function download(address: string, url: string, options: PrepareOptions): Promise<Buffer> {
  return downloadImage(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    backoff: options.backoff,
    sleep: options.sleep,
    onRetry: (reason, { attempt, attempts, delayMs }) =>
      options.onRetry?.(
        `[article-images] ${shown(address)}: ${reason} (attempt ${attempt} of ${attempts}); retrying in ${delayMs / 1000} s`,
      ),
  });
}

/**
 * Where an image's bytes come from: the project's own public/ folder, whose files are the owner's and are
 * deployed as they are anyway, or anywhere else (a storage host, any address an article names).
 */
type ImageOrigin = 'project' | 'elsewhere';

async function prepareBytes(bytes: Buffer, cacheDir: string, origin: ImageOrigin): Promise<PreparedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new Refusal(NOT_AN_IMAGE);
  }
  if (metadata.format === 'svg' && isSvgText(bytes)) {
    // An SVG is a document that can carry script, which runs as the site when the file is opened at its own
    // address. The project's own is kept as drawn; one from elsewhere is drawn into pixels, as any picture.
    return origin === 'project' ? prepareSvg(bytes, metadata, cacheDir) : prepareDrawnSvg(bytes, metadata, cacheDir);
  }
  // Everything else sharp reads, including the odd SVG that is not plain text (gzipped), becomes WebP.
  return prepareRaster(bytes, metadata, cacheDir);
}

/** SVG a browser can show as it is: text (not gzipped) with an <svg> element. */
function isSvgText(bytes: Buffer): boolean {
  const text = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && text.includes('<svg');
}

async function prepareSvg(bytes: Buffer, metadata: sharp.Metadata, cacheDir: string): Promise<PreparedImage> {
  const name = `${sha256Hex(bytes).slice(0, 16)}.svg`;
  const file = outputFile(cacheDir, name);
  if (!(await isFile(file))) await writeAtomically(cacheDir, file, bytes);
  return { src: servedAt(name), width: metadata.width, height: metadata.height, files: [name] };
}

/**
 * An SVG from elsewhere as WebP, with no trace of what it carried besides its picture. It is drawn at up
 * to twice its own size (at most the column's 2x width), so it stays sharp on 2x screens; one narrower than
 * the column is shown at its own width, as the SVG would have been, with the sharper file in its srcset.
 */
async function prepareDrawnSvg(bytes: Buffer, metadata: sharp.Metadata, cacheDir: string): Promise<PreparedImage> {
  const ownWidth = metadata.width;
  const widest = ARTICLE_IMAGE_WIDTHS.at(-1)!;
  const scale = Math.max(1, Math.min(2, widest / ownWidth));
  // sharp gives an SVG's size at 72 dpi, one pixel per CSS pixel; a higher density draws it larger.
  const drawn = await sharp(bytes, { density: 72 * scale })
    .png()
    .toBuffer();
  const drawnMetadata = await sharp(drawn).metadata();
  const drawnWidth = drawnMetadata.width;
  const widths =
    ownWidth >= ARTICLE_IMAGE_WIDTHS[0]! || drawnWidth < ownWidth * MIN_EXTRA_WIDTH_RATIO
      ? outputWidths(drawnWidth)
      : [ownWidth, drawnWidth];
  return prepareRaster(drawn, drawnMetadata, cacheDir, {
    widths,
    hash: sha256Hex(bytes, `${SETTINGS_VERSION} svg drawn at ${scale}x`).slice(0, 16),
  });
}

async function prepareRaster(
  bytes: Buffer,
  metadata: sharp.Metadata,
  cacheDir: string,
  drawn?: { widths: number[]; hash: string },
): Promise<PreparedImage> {
  const hash = drawn?.hash ?? sha256Hex(bytes, SETTINGS_VERSION).slice(0, 16);
  // The width as shown, after the EXIF orientation is applied (a portrait photo stored sideways).
  const widths = drawn?.widths ?? outputWidths(metadata.autoOrient.width);
  const names = widths.map((width) => `${hash}-${width}.webp`);
  const files = names.map((name) => outputFile(cacheDir, name));
  const present = await Promise.all(files.map(isFile));
  let first: { width: number; height: number };
  if (present.every(Boolean)) {
    // Earlier build's files: their headers give the size without decoding anything.
    first = await sharp(files[0]).metadata();
  } else {
    const encoded = await Promise.all(
      widths.map(async (width, index) => {
        const { data, info } = await sharp(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        await writeAtomically(cacheDir, files[index]!, data);
        return info;
      }),
    );
    first = encoded[0]!;
  }
  const prepared: PreparedImage = {
    src: servedAt(names[0]!),
    width: first.width,
    height: first.height,
    files: names,
  };
  if (names.length > 1) {
    prepared.srcset = names.map((name, index) => `${servedAt(name)} ${widths[index]}w`).join(', ');
  }
  return prepared;
}

/**
 * The widths to encode, ascending, never above the image's own: each target width it reaches, and its own
 * width when it falls between targets (a 1000-wide screenshot keeps its detail on 2x screens).
 */
export function outputWidths(intrinsic: number): number[] {
  const widths = ARTICLE_IMAGE_WIDTHS.filter((width) => width <= intrinsic);
  const largest = widths.at(-1);
  const widest = ARTICLE_IMAGE_WIDTHS.at(-1) ?? intrinsic;
  if (largest === undefined || (intrinsic < widest && intrinsic >= largest * MIN_EXTRA_WIDTH_RATIO)) {
    widths.push(intrinsic);
  }
  return widths;
}

function servedAt(name: string): string {
  return `${ARTICLE_IMAGE_PATH}/${name}`;
}

/** Long addresses (a data: URL) cut short, so an error stays one readable line. */
function shown(address: string): string {
  return address.length > 200 ? `${address.slice(0, 200)}…` : address;
}

/** A file's path from the project (where the owner runs the build), or absolute when it lies elsewhere. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
