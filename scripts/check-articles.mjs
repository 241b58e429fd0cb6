// `npm run check:articles`: is every article (drafts and scheduled ones included) ready to publish, every
// case study, and the site settings? The build's own checks on each, without `next build` (lib/preview/check-articles.ts and
// check-case-studies.ts); one line per article and case study, the counts, and exit code 1 when any has a
// problem or a source cannot be read.
import { loadEnvFiles } from './refuse-secret-key.mjs';
import { loadTs } from './security/load-ts.mjs';

// As the dev server does: .env.local may hold SUPABASE_URL, the keys and SUPABASE_SECRET_KEY.
loadEnvFiles(process.cwd());
// Every module below imports content/site.ts, which throws on a bad SITE_URL: said as a setting to fix, not a
// stack trace. Nothing else can be checked without the site's address.
/** @type {import('../content/site').SiteSettings} */
let site;
try {
  ({ site } = await loadTs('content/site.ts'));
} catch (error) {
  console.log('Checking the site settings in content/site.ts.');
  console.log(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  console.log(
    "Site settings: 1 to fix before a build. Articles and case studies were not checked: they need the site's address.",
  );
  process.exit(1);
}
const { checkArticles, formatCheck, checkCaseStudies, formatCaseStudiesCheck, siteSettingsProblems } =
  await loadTs('lib/preview/check-command.ts');

let failed = false;
try {
  const check = await checkArticles({ origin: site.url });
  for (const line of formatCheck(check)) console.log(line);
  failed = check.articles.some(({ problems }) => problems.length > 0);
} catch (error) {
  // The source could not be read at all (a missing directory, a broken front matter, Supabase down).
  console.error(
    `check:articles could not read the articles: ${error instanceof Error ? error.message : String(error)}`,
  );
  failed = true;
}
console.log('');
const caseStudies = await checkCaseStudies();
for (const line of formatCaseStudiesCheck(caseStudies)) console.log(line);
// The settings a build checks first (scripts/build-state.mjs): better found here than by the host's build.
const settingsProblems = siteSettingsProblems();
console.log('');
console.log('Checking the site settings in content/site.ts.');
for (const problem of settingsProblems) console.log(`FAIL ${problem}`);
console.log(
  settingsProblems.length === 0
    ? 'Site settings: ready.'
    : `Site settings: ${settingsProblems.length} to fix before a build.`,
);
process.exit(failed || caseStudies.problems.length > 0 || settingsProblems.length > 0 ? 1 : 0);
