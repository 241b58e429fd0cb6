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

export const DEFAULT_PORT = 3000;

/**
 * The port PORT names (unset or empty: 3000), or the line to print instead: `npm start` checks it before it
 * builds, so a mistyped PORT costs no build, and Node's own RangeError names no variable.
 * @param {string | undefined} value
 * @returns {{ port: number } | { problem: string }}
 */
export function portFromEnv(value) {
  const text = value?.trim() ?? '';
  if (text === '') return { port: DEFAULT_PORT };
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (port >= 1 && port <= 65535) return { port };
  return { problem: `PORT must be a whole number between 1 and 65535, got ${JSON.stringify(value)}` };
}

/**
 * One line saying why the server could not listen and what to do, for `command` (e.g. "npm start"), or
 * null for an error no setting explains (its stack is then worth reading).
 * @param {unknown} error what startStaticServer rejected with
 * @param {number} port
 * @param {string} command
 * @returns {string | null}
 */
export function listenProblem(error, port, command) {
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  const other = port === 3001 ? 3002 : 3001;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is already in use (another server, perhaps npm run dev?). Stop it, or choose another port: PORT=${other} ${command}`;
  }
  if (code === 'EACCES') {
    return `Port ${port} needs administrator rights on this machine. Choose a port above 1023: PORT=${other} ${command}`;
  }
  return null;
}
