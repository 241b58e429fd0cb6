// Serves the exported site the way static hosts and CDNs do: clean URLs (/readings → readings.html),
// no directory listings, 404.html with status 404 for anything unknown, and compressed text responses
// (gzip or brotli, whichever the browser asks for), so local previews and the Lighthouse benchmark
// transfer what visitors of the deployed site would.
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

/**
 * @param {{ root: string, port: number, host?: string, headers?: { source: string, headers: { key: string, value: string }[] }[] }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, host = '0.0.0.0', headers = [] }) {
  const config = {
    public: path.resolve(root),
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers,
  };
  const compress = compression();
  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      handler(request, response, config).catch((error) => {
        console.error('Static server error:', error);
        if (!response.headersSent) response.writeHead(500);
        response.end('Internal server error');
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
