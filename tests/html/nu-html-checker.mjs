// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run with Java) over built HTML pages.
// `node tests/html/nu-html-checker.mjs [DIR]` checks every .html file under DIR (default out/) and exits
// non-zero on any error; `npm run test:html` runs it over a fresh build as part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Messages where the checker lags a current specification, filtered by their exact text; everything else
 * the checker reports is an error of ours.
 */
export const LAGGING_CHECKER_MESSAGES = [
  // CSS Overflow 4 defines the unprefixed `line-clamp` (the excerpts' three-line limit); the checker's CSS
  // grammar predates it. Browsers use the `-webkit-line-clamp` written beside it until they ship this one.
  "CSS: “line-clamp”: Property “line-clamp” doesn't exist.",
  // The HTML Standard allows `blocking` on `<link rel="expect">` too (#link-type-expect, render-blocking until
  // an element is parsed; article pages hold their first paint with it); the checker knows only stylesheets.
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
];

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Java for the checker: on the PATH, or installed from Debian's packages when running as root. */
export function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'The HTML check needs Java 17 or later: install it (Debian/Ubuntu: `sudo apt-get install default-jre-headless`).',
    );
  }
  console.log("No Java found for the HTML check; installing Debian's default-jre-headless with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env });
}

/** Every .html file under a directory. */
export function htmlFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * @param {string[]} files
 * @returns {{ file: string, line?: number, message: string, extract?: string }[]} the errors, lagging messages left out
 */
export function checkHtml(files) {
  ensureJava();
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  let report;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`The Nu HTML Checker did not produce a report (exit ${run.status}):\n${run.stderr}`);
  }
  return report.messages
    .filter((message) => !LAGGING_CHECKER_MESSAGES.includes(message.message))
    .map((message) => ({
      file: path.relative(process.cwd(), new URL(message.url).pathname),
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'out';
  const files = htmlFilesUnder(dir);
  if (files.length === 0) {
    console.error(`No HTML files under ${dir}/: build the site first (npm run build).`);
    process.exit(1);
  }
  const errors = checkHtml(files);
  for (const error of errors) {
    console.error(`${error.file}:${error.line ?? '?'}: ${error.message}`);
    if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (errors.length > 0) {
    console.error(
      `\nNu HTML Checker: ${errors.length} errors in ${new Set(errors.map((e) => e.file)).size} of ${files.length} pages.`,
    );
    process.exit(1);
  }
  console.log(`Nu HTML Checker: ${files.length} pages of ${dir}/, no errors.`);
}
