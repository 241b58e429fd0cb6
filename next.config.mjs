/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static site: every route is pre-rendered to out/ and served from a CDN.
  output: 'export',
  // Static export has no image optimisation server; images are committed at the sizes they are shown.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
