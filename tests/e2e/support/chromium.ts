import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version as
// chromium): the browser Playwright itself runs headless tests in. Without the full browser's window and
// compositing layers the suite ran about 30% faster on this 2-core machine (55 tests: 3.6 → 2.5 min).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Playwright cannot download its own browser here, so the suite runs on a system Chromium:
 * CHROMIUM_PATH when set, else Debian's headless shell, else Debian's Chromium. When none exists and we are
 * root, Debian's packages are installed; otherwise the run stops and says how to get one.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install ' +
        'chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  // The full Chromium too: the benchmarks (bench/) drive it.
  console.log("No Chromium found; installing Debian's chromium-headless-shell and chromium packages with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(DEBIAN_HEADLESS_SHELL))
    throw new Error(`apt-get installed chromium-headless-shell, but ${DEBIAN_HEADLESS_SHELL} is missing.`);
  return DEBIAN_HEADLESS_SHELL;
}

/**
 * The full Chromium, not the headless shell, for the few tests of what only it does the way a phone's browser
 * does: the headless shell, tapped, leaves :hover on nothing; Chromium, like a phone, keeps it on what was
 * tapped. CHROMIUM_PATH when it names a full browser, else Debian's Chromium (which CI installs with the shell).
 */
export function findFullChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !/headless[-_]shell/.test(fromEnv)) return findChromium();
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "These tests need the full Chromium, not its headless shell: install Debian's `chromium` package, or set " +
      'CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags that let Chromium run in this sandboxed, offline machine without noise. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
