import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
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
    // 2 minutes) runs beside all the others.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
