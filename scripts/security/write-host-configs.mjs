// `npm run host-configs`: writes vercel.json, netlify.toml and public/_headers from the security policy.
import { writeFile } from 'node:fs/promises';
import { loadTs } from './load-ts.mjs';

const { renderHostConfigs } = await loadTs('lib/security/host-configs.ts');
const fromShell = ['ANALYTICS_PROVIDER', 'ANALYTICS_SITE_ID', 'ANALYTICS_SCRIPT_URL'].filter(
  (name) => process.env[name],
);
if (fromShell.length > 0) {
  console.log(
    `note: ${fromShell.join(', ')} from this shell are not written into the files: they follow content/site.ts ` +
      '(its analytics setting), which npm test checks them against.',
  );
}
for (const [file, content] of Object.entries(renderHostConfigs())) {
  await writeFile(file, content);
  console.log(`wrote ${file}`);
}
