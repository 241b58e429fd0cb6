// `npm start`: build when out/ is missing or stale, then serve it like a static host would.
import { buildIfStale } from './build-state.mjs';
import { listenProblem, portFromEnv, startStaticServer } from './static-server.mjs';

// Checked first: a PORT that cannot work should not cost a build.
const wanted = portFromEnv(process.env.PORT);
if ('problem' in wanted) {
  console.error(wanted.problem);
  process.exit(1);
}
const { port } = wanted;
await buildIfStale();
try {
  await startStaticServer({ root: 'out', port });
} catch (error) {
  const problem = listenProblem(error, port, 'npm start');
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
console.log(`Serving out/ at http://localhost:${port} (Ctrl+C to stop)`);
