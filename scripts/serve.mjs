// `npm run serve`: serve the already built out/ on PORT (default 3000).
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';

const root = 'out';
if (!existsSync(`${root}/index.html`)) {
  console.error('out/ has no built site. Run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
await startStaticServer({ root, port });
console.log(`Serving ${root}/ at http://localhost:${port}`);
