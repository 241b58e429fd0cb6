/**
 * SITE_OUT_DIR lets a test build a second site beside out/, such as one with no articles
 * (tests/unit/build/empty-site.test.ts); npm run build always writes out/. With output: 'export', a distDir other
 * than .next names the folder the site is written to (Next keeps its own build files in .next). Next also adds
 * that folder's types to the tsconfig it reads, so such a build reads `{SITE_OUT_DIR}.tsconfig.json` (which
 * scripts/build-state.mjs writes for it, extending tsconfig.json) and leaves tsconfig.json untouched.
 * @param {string | undefined} folder
 * @returns {import('next').NextConfig}
 */
function testSiteFolder(folder) {
  if (!folder || folder === 'out') return {};
  return { distDir: folder, typescript: { ignoreBuildErrors: true, tsconfigPath: `${folder}.tsconfig.json` } };
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static site: every route is pre-rendered to out/ and served from a CDN.
  output: 'export',
  // Static export has no image optimisation server; images are committed at the sizes they are shown.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` type-checks the project with TypeScript 7's native compiler before it runs next build
  // (scripts/typecheck.mjs): the same check in a third of the time. A type error still stops the build.
  typescript: { ignoreBuildErrors: true },
  ...testSiteFolder(process.env.SITE_OUT_DIR),
  // Build-time-only libraries (the markdown pipeline, the article sources, the feed) are loaded from
  // node_modules instead of bundled: nothing of them reaches a browser, and not bundling them saves about
  // 1.5 s of every build's compile step (npm run bench:build).
  serverExternalPackages: [
    'shiki',
    'rehype-pretty-code',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-rehype',
    'rehype-sanitize',
    'rehype-stringify',
    'gray-matter',
    'zod',
    '@supabase/supabase-js',
    'feed',
  ],
  experimental: {
    // On by default in Next.js 16.4: every page's every segment is gzipped during the build only to decide
    // whether small segments are bundled into one prefetch response. For this site the shared layout segment
    // is better fetched once and cached across links, and the measuring took a quarter of the time spent
    // rendering each page (npm run bench:build: about 6 s of a 1000-article build).
    prefetchInlining: false,
  },
};

export default nextConfig;
