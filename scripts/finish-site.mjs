// After `next build`, the steps that finish out/ before it may be deployed: the placeholders of empty routes and
// the worker threads' source copies removed, every page given its Content-Security-Policy, the article images the
// pages name copied in from the build cache, and every link from an article or a case study into the site
// checked. One process for all of them (each used to start its own and load the project's modules again), and one
// read of each page for the policy and the image names. The link check parses every article and case study page,
// the largest of these jobs: it runs on a worker thread beside the policy pass, on the core that next build's end
// left idle.
import { Worker } from 'node:worker_threads';
import { articleImageNames, copyArticleImages } from './copy-article-images.mjs';
import { brokenLinksMessage, hasBrokenLinks, LINKS_OK } from './check-article-links.mjs';
import { removeEmptyRoutes } from './remove-empty-routes.mjs';
import { removeWorkerSources } from './remove-worker-sources.mjs';
import { injectPolicies } from './security/inject-csp-meta.mjs';

/** @param {string} outDir @returns {Promise<import('./check-article-links.mjs').LinkProblems>} */
function checkLinksOnWorker(outDir) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-article-links.mjs', import.meta.url), {
      workerData: { checkLinksIn: outDir },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the link check stopped (exit code ${code}) without an answer`)));
  });
}

/**
 * @param {string} outDir
 * @returns {Promise<boolean>} whether out/ is finished; when not, what is wrong has been printed
 */
export async function finishSite(outDir) {
  // A site with no article (or no tag) has built a reserved placeholder address per dynamic route; it goes first,
  // so neither the check nor the policy pass reads it.
  const removed = removeEmptyRoutes(outDir);
  if (removed.length > 0) console.log(`[build] no page to build here yet, placeholder removed: ${removed.join(', ')}`);
  removeWorkerSources(outDir);

  const links = checkLinksOnWorker(outDir).then(
    (problems) => ({ problems }),
    (error) => ({ error }),
  );
  const images = new Set();
  const policies = await injectPolicies(outDir, (html) => {
    for (const name of articleImageNames(html)) images.add(name);
  }).then(
    (count) => ({ count }),
    (error) => ({ error }),
  );
  let finished = true;
  if ('error' in policies) {
    console.error(policies.error instanceof Error ? policies.error.message : policies.error);
    console.error('Writing the Content-Security-Policy into the pages failed; this build must not be deployed.');
    finished = false;
  } else {
    console.log(`[csp] Content-Security-Policy with inline script hashes written into ${policies.count} pages`);
    try {
      const copied = copyArticleImages(outDir, images);
      if (copied.length > 0) console.log(`[article-images] ${copied.length} image files copied into the site`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      console.error('This build must not be deployed.');
      finished = false;
    }
  }
  const checked = await links;
  if ('error' in checked) {
    console.error(`The link check failed: ${checked.error instanceof Error ? checked.error.message : checked.error}`);
    finished = false;
  } else if (hasBrokenLinks(checked.problems)) {
    console.error(brokenLinksMessage(checked.problems));
    console.error('Fix the links above (or publish what they point to); this build must not be deployed.');
    finished = false;
  } else {
    console.log(LINKS_OK);
  }
  return finished;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await finishSite(process.env.SITE_OUT_DIR ?? 'out'))) process.exit(1);
}
