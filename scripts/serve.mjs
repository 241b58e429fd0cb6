// `npm run serve`: serve the already built out/ on PORT (default 3000).
import { existsSync } from 'node:fs';
import { listenProblem, portFromEnv, startStaticServer } from './static-server.mjs';

const root = 'out';
const wanted = portFromEnv(process.env.PORT);
if ('problem' in wanted) {
  console.error(wanted.problem);
  process.exit(1);
}
if (!existsSync(`${root}/index.html`)) {
  console.error('out/ has no built site. Run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}
const { port } = wanted;
try {
  await startStaticServer({ root, port });
} catch (error) {
  const problem = listenProblem(error, port, 'npm run serve');
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
console.log(`Serving ${root}/ at http://localhost:${port}`);
