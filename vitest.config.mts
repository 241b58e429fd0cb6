import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup/article-images.ts'],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, where the files then ran
    // one after another (6 minutes). With two, tests/unit/build/built-sites.test.ts (its real builds, about
    // 2.5 minutes) runs beside all the others.
    maxWorkers: 2,
  },
});
