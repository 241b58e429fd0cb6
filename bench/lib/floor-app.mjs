// The "bare framework" the budgets are measured against: a minimal Next.js app built with the same
// Next.js, React and settings (static export) as the site, in the same run, on the same machine.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FLOOR_DIR = path.resolve(import.meta.dirname, '../.floor');

/**
 * Writes the bare app: one page, plus `plainPages` pages of plain text under /p/[id] (for the build
 * benchmark's ratio). It lives inside the project so it resolves the project's own node_modules.
 * @param {{ plainPages?: number }} [options]
 */
export function writeFloorApp({ plainPages = 0 } = {}) {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  const file = (relative, content) => {
    const full = path.join(FLOOR_DIR, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  file('package.json', JSON.stringify({ name: 'floor', private: true }, null, 2));
  file('next.config.mjs', "export default { output: 'export', images: { unoptimized: true } };\n");
  file(
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          strict: true,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          isolatedModules: true,
          skipLibCheck: true,
          plugins: [{ name: 'next' }],
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    ),
  );
  file(
    'app/layout.tsx',
    `export const metadata = { title: 'Floor', description: 'A bare Next.js page.' };
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  file(
    'app/page.tsx',
    `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js page: the framework's floor.</p>
    </main>
  );
}
`,
  );
  if (plainPages > 0) {
    file(
      'app/p/[id]/page.tsx',
      `export const dynamicParams = false;
export function generateStaticParams() {
  return Array.from({ length: ${plainPages} }, (_, index) => ({ id: String(index) }));
}
export default async function Plain({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main>
      <h1>Page {id}</h1>
      <p>Plain text.</p>
    </main>
  );
}
`,
    );
  }
  return FLOOR_DIR;
}
