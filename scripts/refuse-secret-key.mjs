// A build never runs with the project's secret key about (issue 27): it bypasses row-level security, so
// a build reading with it could publish drafts. The deploy reads with SUPABASE_ANON_KEY only; the secret
// key is for the owner's machine (`npm run dev`, `npm run check:articles`).
import { createRequire } from 'node:module';

export const SECRET_KEY_VARIABLE = 'SUPABASE_SECRET_KEY';

// Next's own .env loader (a dependency of next), so this sees exactly the files next build would load.
const { loadEnvConfig } = createRequire(createRequire(import.meta.url).resolve('next/package.json'))('@next/env');

const quiet = { info: () => {}, error: () => {} };

/** Loads the project's .env files into process.env as the dev server does (for check:articles). @param {string} dir */
export function loadEnvFiles(dir) {
  loadEnvConfig(dir, true, quiet);
}

/**
 * @param {string} dir the project root
 * @returns {string | null} why the build refuses to run, or null when the key is nowhere to be read
 */
export function secretKeyRefusal(dir = process.cwd()) {
  const where = process.env[SECRET_KEY_VARIABLE]?.trim()
    ? 'the environment'
    : loadEnvConfig(dir, false, quiet).loadedEnvFiles.find((file) => file.env[SECRET_KEY_VARIABLE]?.trim())?.path;
  if (!where) return null;
  return (
    `${SECRET_KEY_VARIABLE} is set (in ${where}): the build stops before reading anything. That key bypasses ` +
    'row-level security, so a build with it could publish drafts; the deploy reads the articles with ' +
    `SUPABASE_ANON_KEY only. Remove ${SECRET_KEY_VARIABLE} from the build's environment; it is only for ` +
    '`npm run dev` (previewing drafts) and `npm run check:articles`: keep it in .env.development.local, which a ' +
    'build never loads.'
  );
}
