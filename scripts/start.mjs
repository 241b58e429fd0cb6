// `npm start`: build when out/ is missing or stale, then serve it like a static host would.
import { buildIfStale } from './build-state.mjs';
import { startStaticServer } from './static-server.mjs';

await buildIfStale();
const port = Number(process.env.PORT ?? 3000);
await startStaticServer({ root: 'out', port });
console.log(`Serving out/ at http://localhost:${port} (Ctrl+C to stop)`);
