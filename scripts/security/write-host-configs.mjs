// `npm run host-configs`: writes vercel.json, netlify.toml and public/_headers from the security policy.
import { writeFile } from 'node:fs/promises';
import { loadTs } from './load-ts.mjs';

const { renderHostConfigs } = await loadTs('lib/security/host-configs.ts');
for (const [file, content] of Object.entries(renderHostConfigs())) {
  await writeFile(file, content);
  console.log(`wrote ${file}`);
}
